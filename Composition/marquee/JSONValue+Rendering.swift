extension JSONValue {
    /// The document, pretty-printed with two-space indentation and a final newline.
    var rendered: String {
        var output = ""
        write(to: &output, indentation: "")
        return output + "\n"
    }

    private func write(to output: inout String, indentation: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        // `description` is the shortest text that reads back as the same Double, independent of the locale.
        case .double(let value): output += value.isFinite ? value.description : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            let inner = indentation + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indentation: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indentation + "  "
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indentation: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "}"
        }
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else as UTF-8.
    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
