import Foundation

/// Pretty-prints JSON without reinterpreting it: members keep their order and numbers and strings their exact
/// text; only the whitespace between tokens changes (two spaces per level, `": "` after a key, a newline at the
/// end). Parsing and writing JSON again would turn `7.0` into `7` and reorder keys, and a recording must show
/// what the API sent.
enum JSONLayout {
    /// `data` pretty-printed, or `nil` when it is not a UTF-8 JSON object or array (it is then recorded as is).
    static func pretty(_ data: Data) -> Data? {
        // UTF-8 only (JSONSerialization also reads UTF-16 and UTF-32, which this byte-wise layout cannot), and an
        // object or array first: a bare string or number is left alone.
        let first = data.first { ![9, 10, 13, 32].contains($0) }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "["), String(data: data, encoding: .utf8) != nil,
            (try? JSONSerialization.jsonObject(with: data)) != nil
        else { return nil }
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var depth = 0
        var index = 0
        func newline() {
            output.append(10)
            output.append(contentsOf: repeatElement(32, count: depth * 2))
        }
        func nextSignificant(after position: Int) -> UInt8? {
            var cursor = position + 1
            while cursor < bytes.count, [9, 10, 13, 32].contains(bytes[cursor]) { cursor += 1 }
            return cursor < bytes.count ? bytes[cursor] : nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 9, 10, 13, 32:
                break
            case UInt8(ascii: "\""):
                // A string: copied as is, escapes included.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                output.append(contentsOf: bytes[index...min(end, bytes.count - 1)])
                index = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if nextSignificant(after: index) == close {
                    // Empty: `{}` or `[]` on one line.
                    while bytes[index] != close { index += 1 }
                    output.append(close)
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline()
            case UInt8(ascii: ":"):
                output.append(contentsOf: [UInt8(ascii: ":"), 32])
            default:
                output.append(byte)
            }
            index += 1
        }
        output.append(10)
        return Data(output)
    }
}
