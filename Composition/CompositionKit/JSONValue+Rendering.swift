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
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, pretty: pretty, indent: 0)
        if pretty { output.append(Byte.newline) }
        return output
    }

    // The text is written byte by byte into one array: appending to a `String` scalar by scalar cost two thirds of
    // a large document's answer time in marquee-service (see Benchmarks/README.md).
    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: Self.append("null", to: &output)
        case .bool(let value): Self.append(value ? "true" : "false", to: &output)
        case .integer(let value): Self.writeInteger(value, to: &output)
        // `description` is the shortest text that reads back as the same Double, independent of the locale.
        case .number(let value):
            if value.isFinite {
                output.append(contentsOf: value.description.utf8)
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

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private static func newline(_ output: inout [UInt8], pretty: Bool, indent: Int) {
        guard pretty else { return }
        output.append(Byte.newline)
        output.append(contentsOf: repeatElement(Byte.space, count: 2 * indent))
    }

    /// The decimal digits of `value`, a minus sign first when negative (`Int.min` included): written backwards
    /// into a small buffer on the stack, then appended at once.
    private static func writeInteger(_ value: Int, to output: inout [UInt8]) {
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
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// RFC 8259 escaping: quote, backslash and control characters (`\n`, `\r`, `\t`, `\b`, `\f`, else `\u00xx`);
    /// everything else, non-ASCII included, as UTF-8. The characters escaped are all ASCII, and no byte of a
    /// multi-byte UTF-8 sequence is below 0x80, so the UTF-8 bytes are scanned directly and copied in runs.
    ///
    /// The scan reads eight bytes at a time and looks at single bytes only in a word that may hold one to escape:
    /// prose (a movie's overview) has none, and the byte-by-byte scan was a quarter of a page's rendering time.
    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(Byte.quote)
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var runStart = 0
            var index = 0
            while index < count {
                if index + 8 <= count,
                    !mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let end = min(index + 8, count)
                while index < end {
                    let byte = base[index]
                    if byte < 0x20 || byte == Byte.quote || byte == Byte.backslash {
                        output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                        writeEscaped(byte, to: &output)
                        runStart = index + 1
                    }
                    index += 1
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        }
        output.append(Byte.quote)
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

    private static func writeEscaped(_ byte: UInt8, to output: inout [UInt8]) {
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
