import Foundation
import HTTPTransport

/// Reads a JSON document forward from its UTF-8 bytes, straight into the values a DTO keeps: no `Decoder`, no
/// intermediate tree. It is what TMDb's pages are read with on the service's hot path, where Foundation's
/// `JSONDecoder` (generic keyed containers, a `String` per key, metadata lookups) was a third of the CPU.
///
/// It accepts what `JSONDecoder` accepts and refuses what it refuses, each refusal being `invalidResponse`:
/// malformed JSON (RFC 8259: no comments, no bytes after the document; only the trailing comma `JSONDecoder` accepts
/// too), invalid UTF-8 in a string it reads, a control
/// character inside a string, a wrong type, an integer that does not fit `Int` or has a fraction, nesting deeper
/// than 512. A member may repeat; the first one wins.
struct JSONByteReader {
    /// The deepest nesting read, as `JSONDecoder`'s limit.
    static let maximumDepth = 512

    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Reads the whole of `data` with `read`, which must read exactly one value; only whitespace may follow it.
    static func read<Value>(
        _ data: some ContiguousBytes, _ read: (inout JSONByteReader) throws(JSONAPIFailure) -> Value
    ) throws(JSONAPIFailure) -> Value {
        let result = data.withUnsafeBytes { buffer -> Result<Value, JSONAPIFailure> in
            var reader = JSONByteReader(bytes: buffer)
            do throws(JSONAPIFailure) {
                let value = try read(&reader)
                reader.skipWhitespace()
                guard reader.index == buffer.count else { throw .invalidResponse }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: Structure

    /// Reads an object whose members of interest are `keys`: `member` gets each such member's index in `keys` and
    /// reads its value. Any other member, and a key seen before in this object (the first one wins, as in
    /// `JSONDecoder`), is skipped. At most 64 keys.
    mutating func readObject(
        keys: [StaticString], _ member: (inout JSONByteReader, Int) throws(JSONAPIFailure) -> Void
    ) throws(JSONAPIFailure) {
        var seen: UInt64 = 0
        try readObject { reader, key throws(JSONAPIFailure) in
            guard let index = keys.firstIndex(where: key.isKey), seen & (1 << index) == 0 else {
                try reader.skipValue()
                return
            }
            seen |= 1 << index
            try member(&reader, index)
        }
    }

    /// Reads an object, calling `member` with each key's UTF-8 bytes; `member` reads (or ``skipValue()``s) the value.
    private mutating func readObject(
        _ member: (inout JSONByteReader, UnsafeRawBufferPointer) throws(JSONAPIFailure) -> Void
    ) throws(JSONAPIFailure) {
        try enter(UInt8(ascii: "{"))
        if try consumeIfNext(UInt8(ascii: "}")) {
            depth -= 1
            return
        }
        repeat {
            skipWhitespace()
            let key = try readStringBytes()
            try expect(UInt8(ascii: ":"))
            if let escaped = key.escaped {
                let failure = escaped.withUnsafeBytes { keyBytes -> JSONAPIFailure? in
                    do throws(JSONAPIFailure) {
                        try member(&self, keyBytes)
                        return nil
                    } catch {
                        return error
                    }
                }
                if let failure { throw failure }
            } else {
                try member(&self, key.raw)
            }
        } while try nextElement(closing: UInt8(ascii: "}"))
        depth -= 1
    }

    /// Reads an array, calling `element` once per element to read it.
    mutating func readArray(_ element: (inout JSONByteReader) throws(JSONAPIFailure) -> Void) throws(JSONAPIFailure) {
        try enter(UInt8(ascii: "["))
        if try consumeIfNext(UInt8(ascii: "]")) {
            depth -= 1
            return
        }
        repeat {
            try element(&self)
        } while try nextElement(closing: UInt8(ascii: "]"))
        depth -= 1
    }

    /// `true` after reading a `null`; `false`, reading nothing, before any other value.
    mutating func readNull() throws(JSONAPIFailure) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "n") else { return false }
        try expectLiteral("null")
        return true
    }

    /// Reads and drops any value.
    mutating func skipValue() throws(JSONAPIFailure) {
        skipWhitespace()
        guard index < bytes.count else { throw .invalidResponse }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try readObject { (reader: inout JSONByteReader, _: UnsafeRawBufferPointer) throws(JSONAPIFailure) in
                try reader.skipValue()
            }
        case UInt8(ascii: "["): try readArray { reader throws(JSONAPIFailure) in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try readStringBytes()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        default: _ = try readNumberBytes()
        }
    }

    // MARK: Values

    /// A string.
    mutating func readString() throws(JSONAPIFailure) -> String {
        skipWhitespace()
        let string = try readStringBytes()
        guard let escaped = string.escaped else { return try Self.validated(string.raw) }
        let result = escaped.withUnsafeBytes { bytes in
            Result { () throws(JSONAPIFailure) in try Self.validated(bytes) }
        }
        return try result.get()
    }

    /// A string, or `nil` for `null`.
    mutating func readOptionalString() throws(JSONAPIFailure) -> String? {
        try readNull() ? nil : readString()
    }

    /// A number that is a whole `Int`: `7`, and also `7.0` or `7e0`, as `JSONDecoder` reads them.
    mutating func readInt() throws(JSONAPIFailure) -> Int {
        let number = try readNumberBytes()
        if !number.hasFractionOrExponent, let value = Self.integer(number.raw) { return value }
        guard let double = Double(Self.text(number.raw)), let value = Int(exactly: double) else {
            throw .invalidResponse
        }
        return value
    }

    /// A whole number, or `nil` for `null`.
    mutating func readOptionalInt() throws(JSONAPIFailure) -> Int? {
        try readNull() ? nil : readInt()
    }

    /// A number, or `nil` for `null`.
    mutating func readOptionalDouble() throws(JSONAPIFailure) -> Double? {
        if try readNull() { return nil }
        let number = try readNumberBytes()
        if !number.hasFractionOrExponent, let value = Self.integer(number.raw) { return Double(value) }
        guard let value = Double(Self.text(number.raw)), value.isFinite else { throw .invalidResponse }
        return value
    }

    // MARK: Scanning

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws(JSONAPIFailure) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw .invalidResponse }
        index += 1
    }

    private mutating func consumeIfNext(_ byte: UInt8) throws(JSONAPIFailure) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw .invalidResponse }
        guard bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func enter(_ opening: UInt8) throws(JSONAPIFailure) {
        try expect(opening)
        depth += 1
        guard depth <= Self.maximumDepth else { throw .invalidResponse }
    }

    /// After an element: `true` past a comma (another element follows), `false` past the closing bracket, also
    /// when a comma comes right before it (a trailing comma, which `JSONDecoder` accepts too).
    private mutating func nextElement(closing: UInt8) throws(JSONAPIFailure) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw .invalidResponse }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ",") { return try !consumeIfNext(closing) }
        guard byte == closing else { throw .invalidResponse }
        return false
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONAPIFailure) {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw .invalidResponse }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw .invalidResponse
        }
        index += count
    }

    /// A string's bytes between its quotes (`raw`), and, when it has escapes, its unescaped UTF-8 (`escaped`).
    private mutating func readStringBytes() throws(JSONAPIFailure) -> (raw: UnsafeRawBufferPointer, escaped: [UInt8]?) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .invalidResponse }
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return (UnsafeRawBufferPointer(rebasing: bytes[start..<index]), nil)
            }
            if byte == UInt8(ascii: "\\") { return (bytes, try readEscapedRest(from: start)) }
            guard byte >= 0x20 else { throw .invalidResponse }
            index += 1
        }
        throw .invalidResponse
    }

    /// The rest of a string that has an escape at `index`, its bytes from `start` on unescaped.
    private mutating func readEscapedRest(from start: Int) throws(JSONAPIFailure) -> [UInt8] {
        var result = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return result
            case UInt8(ascii: "\\"): try readEscape(into: &result)
            case ..<0x20: throw .invalidResponse
            default: result.append(byte)
            }
        }
        throw .invalidResponse
    }

    private mutating func readEscape(into result: inout [UInt8]) throws(JSONAPIFailure) {
        guard index < bytes.count else { throw .invalidResponse }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(byte)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHexQuad()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw .invalidResponse }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw .invalidResponse }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw .invalidResponse }
            result.append(contentsOf: UTF8.encode(unicode)!)
        default: throw .invalidResponse
        }
    }

    private mutating func readHexQuad() throws(JSONAPIFailure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw .invalidResponse }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .invalidResponse
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A number's bytes, checked against JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func readNumberBytes() throws(JSONAPIFailure) -> (
        raw: UnsafeRawBufferPointer, hasFractionOrExponent: Bool
    ) {
        skipWhitespace()
        let start = index
        var hasFractionOrExponent = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw .invalidResponse }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try skipDigits() > 0 else { throw .invalidResponse }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            hasFractionOrExponent = true
            guard try skipDigits() > 0 else { throw .invalidResponse }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            hasFractionOrExponent = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard try skipDigits() > 0 else { throw .invalidResponse }
        }
        return (UnsafeRawBufferPointer(rebasing: bytes[start..<index]), hasFractionOrExponent)
    }

    private mutating func skipDigits() throws(JSONAPIFailure) -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// The integer `digits` (an optional `-`, then digits) stand for, or `nil` when it does not fit `Int`.
    private static func integer(_ digits: UnsafeRawBufferPointer) -> Int? {
        var bytes = digits[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        var value = 0
        for byte in bytes {
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) =
                isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            value = next
        }
        return value
    }

    private static func text(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The string `bytes` spell, refused when they are not valid UTF-8. Decoding repairs invalid UTF-8 (each bad
    /// sequence becomes U+FFFD), so the bytes are valid exactly when the decoded text's UTF-8 is the same bytes:
    /// `String(validating:as:)` gives the same answer, but through the standard library's unspecialised generic
    /// validation (metadata lookups for every string; a tenth of reading a page, see Benchmarks/README.md).
    private static func validated(_ bytes: UnsafeRawBufferPointer) throws(JSONAPIFailure) -> String {
        var string = String(decoding: bytes, as: UTF8.self)
        let isSame = string.withUTF8 { decoded in
            decoded.count == bytes.count
                && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
        guard isSame else { throw .invalidResponse }
        return string
    }
}

extension UnsafeRawBufferPointer {
    /// Whether these bytes spell `key` (a JSON member's name, compared byte for byte).
    func isKey(_ key: StaticString) -> Bool {
        guard count == key.utf8CodeUnitCount, let baseAddress else { return false }
        return memcmp(baseAddress, key.utf8Start, count) == 0
    }
}
