/// A JSON document written straight into bytes, value by value: the one writer behind ``JSONValue``'s rendering,
/// and what a presentation uses to write a big document without building a ``JSONValue`` tree first. The text is
/// the same as ``JSONValue/rendered(pretty:)`` gives for the same values in the same order: `pretty` puts every array
/// element and object member on its own line, indented by two spaces, and ends the document with a newline;
/// otherwise it is one line without spaces. Strings are escaped minimally (RFC 8259), numbers in Swift's
/// locale-independent shortest form, a non-finite number as `null`.
///
/// The caller writes a well-formed document: in an object, a ``key(_:)`` before each value.
///
/// The calls a presentation makes per value are `@inlinable`, so they are inlined into the presentation's module:
/// across the module boundary each key, integer and separator was a call of its own (see Benchmarks/README.md).
package struct JSONWriter: ~Copyable {
    @usableFromInline var output: RenderBuffer
    @usableFromInline let pretty: Bool
    @usableFromInline var indent = 0
    /// Whether the container being written has an element already (a comma comes before the next).
    @usableFromInline var hasElement = false
    /// Whether a key was just written (its value follows without a separator).
    @usableFromInline var afterKey = false

    /// A writer whose buffer first holds `expectedBytes` (8 KB by default) and grows by doubling: a caller that
    /// knows its document is bigger saves the copies of growing (a movie's details are 33 KB, and growing from 8 KB
    /// copied 56 KB).
    package init(pretty: Bool, expectedBytes: Int = 8192) {
        self.pretty = pretty
        output = RenderBuffer(capacity: max(64, expectedBytes))
    }

    /// The document's bytes (with its final newline when pretty).
    package consuming func bytes() -> [UInt8] {
        if pretty { output.append(Byte.newline) }
        return output.bytes()
    }

    // MARK: - Containers

    @inlinable
    package mutating func beginObject() {
        beginContainer(Byte.openBrace)
    }

    @inlinable
    package mutating func endObject() {
        endContainer(Byte.closeBrace)
    }

    @inlinable
    package mutating func beginArray() {
        beginContainer(Byte.openBracket)
    }

    @inlinable
    package mutating func endArray() {
        endContainer(Byte.closeBracket)
    }

    /// A member's name, written as it is: a name in the code needs no escaping (so none of quote, backslash or a
    /// control character). Its value is the next thing written.
    @inlinable
    package mutating func key(_ name: StaticString) {
        separate()
        output.appendMemberName(
            UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), pretty: pretty)
        afterKey = true
    }

    // MARK: - Values

    @inlinable
    package mutating func null() {
        separate()
        append("null")
    }

    @inlinable
    package mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    @inlinable
    package mutating func integer(_ value: Int) {
        separate()
        writeInteger(value)
    }

    /// The optional integer `value`, or `null`.
    @inlinable
    package mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    /// A floating-point number; a non-finite one as `null`.
    package mutating func number(_ value: Double) {
        separate()
        writeNumber(value)
    }

    @inlinable
    package mutating func string(_ value: String) {
        separate()
        writeString(value)
    }

    /// The optional string `value`, or `null`.
    @inlinable
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// One string value whose text is `head` followed by `tail`, written without joining them into a new string.
    @inlinable
    package mutating func string(_ head: String, _ tail: String) {
        separate()
        output.append(Byte.quote)
        writeStringContent(head)
        writeStringContent(tail)
        output.append(Byte.quote)
    }

    /// A whole ``JSONValue``, at the writer's depth.
    package mutating func value(_ value: JSONValue) {
        separate()
        write(value, indent: indent)
    }

    /// `value` and everything in it, walked directly: each container writes its own commas and lines, with none of
    /// the separator state the calls above keep (that state cost a large tree about a tenth more time).
    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .integer(let value): writeInteger(value)
        case .number(let value): writeNumber(value)
        case .string(let value): writeString(value)
        case .array(let values):
            guard !values.isEmpty else { return append("[]") }
            output.append(Byte.openBracket)
            var first = true
            for value in values {
                if !first { output.append(Byte.comma) }
                first = false
                newline(indent: indent + 1)
                write(value, indent: indent + 1)
            }
            newline(indent: indent)
            output.append(Byte.closeBracket)
        case .object(let object):
            guard !object.isEmpty else { return append("{}") }
            output.append(Byte.openBrace)
            // The stored pairs, not `members`, which would build a new array first.
            var first = true
            for (key, value) in object.pairs {
                if !first { output.append(Byte.comma) }
                first = false
                newline(indent: indent + 1)
                writeString(key)
                append(pretty ? ": " : ":")
                write(value, indent: indent + 1)
            }
            newline(indent: indent)
            output.append(Byte.closeBrace)
        }
    }

    // MARK: - Layout

    /// What comes before a value or a key: nothing after a key; else a comma after an earlier element, and in pretty
    /// text a new line indented to the depth (nothing at the top level).
    @inlinable @inline(__always)
    mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        if hasElement { output.append(Byte.comma) }
        hasElement = true
        if pretty && indent > 0 { newline(indent: indent) }
    }

    @inlinable
    mutating func beginContainer(_ open: UInt8) {
        separate()
        output.append(open)
        indent += 1
        hasElement = false
    }

    /// An empty container closes on its line (`[]`, `{}`); else the close is on a new line at the container's depth.
    @inlinable
    mutating func endContainer(_ close: UInt8) {
        indent -= 1
        if hasElement { newline(indent: indent) }
        output.append(close)
        hasElement = true
    }

    @inlinable
    mutating func newline(indent: Int) {
        guard pretty else { return }
        output.append(Byte.newline)
        for _ in 0..<2 * indent { output.append(Byte.space) }
    }

    @inlinable
    mutating func append(_ text: StaticString) {
        output.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // MARK: - Scalars

    private mutating func writeNumber(_ value: Double) {
        guard value.isFinite else { return append("null") }
        // `description` is the shortest text that reads back as the same Double, independent of the locale.
        var text = value.description
        text.withUTF8 { output.append($0) }
    }

    /// The decimal digits of `value`, a minus sign first when negative (`Int.min` included): written backwards
    /// into a small buffer on the stack, then appended at once.
    @inlinable
    mutating func writeInteger(_ value: Int) {
        if value < 0 { output.append(Byte.minus) }
        var magnitude = value.magnitude
        // 20 digits hold UInt64.max, so every Int's magnitude.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.endIndex
            repeat {
                start -= 1
                digits[start] = Byte.zero + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// RFC 8259 escaping: quote, backslash and control characters (`\n`, `\r`, `\t`, `\b`, `\f`, else `\u00xx`);
    /// everything else, non-ASCII included, as UTF-8. The characters escaped are all ASCII, and no byte of a
    /// multi-byte UTF-8 sequence is below 0x80, so the UTF-8 bytes are scanned directly.
    ///
    /// Most strings (names, dates, prose) need no escaping: they are checked eight bytes at a time and copied at
    /// once. Only a string that holds a byte to escape is written byte by byte, in runs.
    @usableFromInline
    mutating func writeString(_ value: String) {
        Self.withUTF8(of: value) { bytes in
            if Self.needsEscaping(bytes) {
                output.append(Byte.quote)
                writeEscaping(bytes)
                output.append(Byte.quote)
            } else {
                output.appendQuoted(bytes)
            }
        }
    }

    /// `value`'s text escaped, without the quotes around it.
    @usableFromInline
    mutating func writeStringContent(_ value: String) {
        Self.withUTF8(of: value) { bytes in
            if Self.needsEscaping(bytes) { writeEscaping(bytes) } else { output.append(bytes) }
        }
    }

    /// `bytes`, which hold a byte to escape, written in runs between the escapes.
    private mutating func writeEscaping(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 || byte == Byte.quote || byte == Byte.backslash {
                output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                writeEscaped(byte)
                runStart = index + 1
            }
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Whether any byte of `bytes` is one to escape, read a word (eight bytes) at a time: the last word overlaps the
    /// one before it, and a string shorter than a word is padded with spaces, which need no escaping.
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        func word(at offset: Int) -> UInt64 { UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) }
        guard count >= 8 else {
            var padded: UInt64 = 0x2020_2020_2020_2020
            for offset in 0..<count { padded = padded << 8 | UInt64(base[offset]) }
            return mayNeedEscaping(padded)
        }
        var offset = 0
        while offset + 8 <= count {
            if mayNeedEscaping(word(at: offset)) { return true }
            offset += 8
        }
        return offset < count && mayNeedEscaping(word(at: count - 8))
    }

    /// Calls `body` with the UTF-8 bytes of `value` without copying the string (`String.withUTF8` is mutating, so
    /// a copy, which costs a retain and a release for every string rendered).
    private static func withUTF8(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if value.utf8.withContiguousStorageIfAvailable(body) == nil {
            var value = value
            value.withUTF8(body)
        }
    }

    /// Whether any of the eight bytes of `word` is below 0x20, a quote or a backslash (exact: the classic "has a
    /// zero byte" / "has a byte less than n" bit tricks answer whether there is one, never falsely).
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let control = (word &- ones &* 0x20) & ~word & highBits != 0
        return control || hasZeroByte(word ^ (ones &* UInt64(Byte.quote)))
            || hasZeroByte(word ^ (ones &* UInt64(Byte.backslash)))
    }

    private mutating func writeEscaped(_ byte: UInt8) {
        switch byte {
        case Byte.quote: append("\\\"")
        case Byte.backslash: append("\\\\")
        case Byte.newline: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            append("\\u00")
            hexDigits.withUTF8Buffer { digits in
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            }
        }
    }
}

/// The bytes of a document being written, in a buffer the writer grows itself: a byte or a short run costs one
/// capacity check and a store. (`Array.append(contentsOf:)` was a fifth of a render's time in marquee-service: a
/// call, a uniqueness check and a `memmove` for every run, most of them one to eight bytes long.)
@usableFromInline
struct RenderBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    @usableFromInline
    init(capacity: Int) {
        self.base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deallocate()
    }

    @inlinable @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        count += 1
    }

    @inlinable @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if count + length > capacity { grow(toAtLeast: count + length) }
        Self.copy(source, to: base + count, count: length)
        count += length
    }

    /// `"bytes"` after one capacity check: the common case of a string value, which needs no escaping.
    @inlinable @inline(__always)
    mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        if count + length + 2 > capacity { grow(toAtLeast: count + length + 2) }
        base[count] = Byte.quote
        if let source = bytes.baseAddress { Self.copy(source, to: base + count + 1, count: length) }
        base[count + 1 + length] = Byte.quote
        count += length + 2
    }

    /// Copies `count` bytes. Most runs a writer copies are names and short values: up to 16 bytes take two
    /// overlapping word moves (or a few byte moves) instead of a call to `memcpy`.
    @inlinable @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count >= 8 && count <= 16 {
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8,
                as: UInt64.self)
        } else if count < 8 {
            for offset in 0..<count { target[offset] = source[offset] }
        } else {
            target.initialize(from: source, count: count)
        }
    }

    /// `"name":` (`"name": ` when `pretty`) after one capacity check: a document has as many member names as
    /// values, and four checks each were a tenth of writing a movie's details.
    @inlinable @inline(__always)
    mutating func appendMemberName(_ name: UnsafeBufferPointer<UInt8>, pretty: Bool) {
        guard let source = name.baseAddress else { return }
        let length = name.count
        let total = length + (pretty ? 4 : 3)
        if count + total > capacity { grow(toAtLeast: count + total) }
        let target = base + count
        target[0] = Byte.quote
        Self.copy(source, to: target + 1, count: length)
        target[1 + length] = Byte.quote
        target[2 + length] = Byte.colon
        if pretty { target[3 + length] = Byte.space }
        count += total
    }

    /// The bytes written, as an array.
    consuming func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
            initializedCount = count
        }
    }

    @usableFromInline
    mutating func grow(toAtLeast minimum: Int) {
        let newCapacity = max(2 * capacity, minimum)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

/// The ASCII bytes the writer writes by name (computed, so an inlined caller folds them to constants).
@usableFromInline
enum Byte {
    @inlinable static var newline: UInt8 { UInt8(ascii: "\n") }
    @inlinable static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable static var minus: UInt8 { UInt8(ascii: "-") }
    @inlinable static var zero: UInt8 { UInt8(ascii: "0") }
    @inlinable static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable static var closeBrace: UInt8 { UInt8(ascii: "}") }
}
