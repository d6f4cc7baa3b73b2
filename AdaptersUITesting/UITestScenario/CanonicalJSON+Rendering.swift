extension CanonicalJSON {
    /// The value as JSON text. `pretty` puts every array element and object member on its own line, indented by
    /// two spaces, and ends with a newline; otherwise it is one line without spaces. Empty arrays and objects render
    /// as `[]` and `{}`.
    public func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        if pretty { output += "\n" }
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += value.isFinite ? "\(value)" : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                Self.newline(&output, pretty: pretty, indent: indent + 1)
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&output, pretty: pretty, indent: indent)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, key) in Self.sortedKeys(members).enumerated() {
                if index > 0 { output += "," }
                Self.newline(&output, pretty: pretty, indent: indent + 1)
                Self.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                (members[key] ?? .null).write(to: &output, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&output, pretty: pretty, indent: indent)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, pretty: Bool, indent: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// Writes `value` quoted: `"` and `\` escaped, control characters as `\n`, `\r`, `\t` or `\u00XX`, everything
    /// else (including non-ASCII) as is.
    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
