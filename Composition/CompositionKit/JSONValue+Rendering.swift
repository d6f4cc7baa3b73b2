extension JSONValue {
    /// The value as JSON text. `pretty` puts every array element and object member on its own line, indented by
    /// two spaces, and ends with a newline; otherwise it is one line without spaces. Empty arrays and objects
    /// render as `[]` and `{}`.
    public func rendered(pretty: Bool = true) -> String {
        String(decoding: renderedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The same text as ``rendered(pretty:)``, as its UTF-8 bytes: what a server puts on the wire, without a
    /// `String` in between.
    public func renderedUTF8(pretty: Bool = true) -> [UInt8] {
        var output = RenderBuffer(capacity: 8192)
        write(to: &output, pretty: pretty, indent: 0)
        if pretty { output.append(Byte.newline) }
        return output.bytes()
    }

    // The text is written byte by byte into one buffer: appending to a `String` scalar by scalar cost two thirds of
    // a large document's answer time in marquee-service (see Benchmarks/README.md).
    private func write(to output: inout RenderBuffer, pretty: Bool, indent: Int) {
        switch self {
        case .null: Self.append("null", to: &output)
        case .bool(let value): Self.append(value ? "true" : "false", to: &output)
        case .integer(let value): Self.writeInteger(value, to: &output)
        // `description` is the shortest text that reads back as the same Double, independent of the locale.
        case .number(let value):
            if value.isFinite {
                var text = value.description
                text.withUTF8 { output.append($0) }
            } else {
                Self.append("null", to: &output)
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                Self.append("[]", to: &output)
                return
            }
            output.append(Byte.openBracket)
            for index in values.indices {
                if index > values.startIndex { output.append(Byte.comma) }
                Self.newline(&output, pretty: pretty, indent: indent + 1)
                values[index].write(to: &output, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&output, pretty: pretty, indent: indent)
            output.append(Byte.closeBracket)
        case .object(let object):
            guard !object.isEmpty else {
                Self.append("{}", to: &output)
                return
            }
            output.append(Byte.openBrace)
            // The stored pairs, not `members`, which would build a new array first.
            var first = true
            for (key, value) in object.pairs {
                if !first { output.append(Byte.comma) }
                first = false
                Self.newline(&output, pretty: pretty, indent: indent + 1)
                Self.writeString(key, to: &output)
                Self.append(pretty ? ": " : ":", to: &output)
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&output, pretty: pretty, indent: indent)
            output.append(Byte.closeBrace)
        }
    }

    private static func append(_ text: StaticString, to output: inout RenderBuffer) {
        output.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func newline(_ output: inout RenderBuffer, pretty: Bool, indent: Int) {
        guard pretty else { return }
        output.append(Byte.newline)
        for _ in 0..<2 * indent { output.append(Byte.space) }
    }

    /// The decimal digits of `value`, a minus sign first when negative (`Int.min` included): written backwards
    /// into a small buffer on the stack, then appended at once.
    private static func writeInteger(_ value: Int, to output: inout RenderBuffer) {
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
    private static func writeString(_ value: String, to output: inout RenderBuffer) {
        output.append(Byte.quote)
        withUTF8(of: value) { bytes in
            guard needsEscaping(bytes) else {
                output.append(bytes)
                return
            }
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x20 || byte == Byte.quote || byte == Byte.backslash {
                    output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    writeEscaped(byte, to: &output)
                    runStart = index + 1
                }
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(Byte.quote)
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

    private static func writeEscaped(_ byte: UInt8, to output: inout RenderBuffer) {
        switch byte {
        case Byte.quote: append("\\\"", to: &output)
        case Byte.backslash: append("\\\\", to: &output)
        case Byte.newline: append("\\n", to: &output)
        case 0x0D: append("\\r", to: &output)
        case 0x09: append("\\t", to: &output)
        case 0x08: append("\\b", to: &output)
        case 0x0C: append("\\f", to: &output)
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            append("\\u00", to: &output)
            hexDigits.withUTF8Buffer { digits in
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            }
        }
    }
}

/// The bytes of a document being rendered, in a buffer the renderer grows itself: a byte or a short run costs one
/// capacity check and a store. (`Array.append(contentsOf:)` was a fifth of a render's time in marquee-service: a
/// call, a uniqueness check and a `memmove` for every run, most of them one to eight bytes long.)
private struct RenderBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if count + length > capacity { grow(toAtLeast: count + length) }
        if length <= 8 {
            for offset in 0..<length { base[count + offset] = source[offset] }
        } else {
            (base + count).initialize(from: source, count: length)
        }
        count += length
    }

    /// The bytes written, as an array.
    consuming func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
            initializedCount = count
        }
    }

    private mutating func grow(toAtLeast minimum: Int) {
        let newCapacity = max(2 * capacity, minimum)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

/// The ASCII bytes the renderer writes by name.
private enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
