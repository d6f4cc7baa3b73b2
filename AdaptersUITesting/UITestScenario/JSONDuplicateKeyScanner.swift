import Foundation

/// Finds a key that appears twice in one JSON object, which `JSONDecoder` accepts silently (one of the values
/// wins), so that scenario JSON can refuse it instead of running a scenario its author did not write.
///
/// It reads only the structure (objects, arrays, strings, and the extent of other values) and leaves validation
/// to the decoder: on anything it cannot read it reports no duplicate. It keeps its own stack instead of
/// recursing, so deeply nested input cannot exhaust the thread's stack.
enum JSONDuplicateKeyScanner {
    /// The first key, in document order, that repeats a key of the same object, with the path of that object
    /// (`[]` at the top, `["ports", "MovieRepository"]` inside a port entry, an array element by its index).
    static func firstDuplicateKey(in json: Data) -> (key: String, path: [String])? {
        var scanner = Scanner(bytes: [UInt8](json))
        return scanner.run()
    }

    private struct Frame {
        /// The key or index under which this container stands in its parent (`nil` at the top).
        let name: String?
        /// `nil` for an array.
        var keys: Set<String>?
        /// The index of the current array element.
        var index = 0
    }

    private enum Expecting {
        /// A value, standing under `name` in the innermost container.
        case value(name: String?)
        case key
        case afterValue
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var stack: [Frame] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func run() -> (key: String, path: [String])? {
            var expecting = Expecting.value(name: nil)
            while true {
                skipWhitespace()
                guard position < bytes.count else { return nil }
                switch expecting {
                case .value(let name):
                    guard let next = value(named: name) else { return nil }
                    expecting = next
                case .key:
                    guard bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
                    let frame = stack.count - 1
                    guard stack[frame].keys?.insert(key).inserted == true else {
                        return (key, stack.compactMap(\.name))
                    }
                    skipWhitespace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                    position += 1
                    expecting = .value(name: key)
                case .afterValue:
                    guard let frame = stack.indices.last else { return nil }
                    let byte = bytes[position]
                    position += 1
                    switch (byte, stack[frame].keys == nil) {
                    case (UInt8(ascii: ","), false):
                        expecting = .key
                    case (UInt8(ascii: ","), true):
                        stack[frame].index += 1
                        expecting = .value(name: String(stack[frame].index))
                    case (UInt8(ascii: "}"), false), (UInt8(ascii: "]"), true):
                        stack.removeLast()
                    default:
                        return nil
                    }
                }
            }
        }

        /// Reads the start of a value (or all of a scalar) and says what comes next; `nil` when it is no value.
        private mutating func value(named name: String?) -> Expecting? {
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                stack.append(Frame(name: name, keys: []))
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else { return .key }
                position += 1
                stack.removeLast()
                return .afterValue
            case UInt8(ascii: "["):
                position += 1
                stack.append(Frame(name: name, keys: nil))
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else {
                    return .value(name: "0")
                }
                position += 1
                stack.removeLast()
                return .afterValue
            case UInt8(ascii: "\""):
                return string() == nil ? nil : .afterValue
            default:
                // A number, true, false or null: its extent is enough, the decoder checks its spelling.
                let start = position
                while position < bytes.count, Self.isScalarByte(bytes[position]) { position += 1 }
                return position > start ? .afterValue : nil
            }
        }

        /// The string starting at the opening quote, unescaped; `nil` when it is not a valid JSON string.
        private mutating func string() -> String? {
            let start = position
            position += 1
            var escaped = false
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\\"):
                    escaped = true
                    position += 2
                case UInt8(ascii: "\""):
                    position += 1
                    guard escaped else { return String(validating: bytes[(start + 1)..<(position - 1)], as: UTF8.self) }
                    // Escapes are rare in keys; the decoder itself reads them, surrogate pairs and all.
                    return try? JSONDecoder().decode(String.self, from: Data(bytes[start..<position]))
                default:
                    position += 1
                }
            }
            return nil
        }

        private mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        private static func isScalarByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                true
            default:
                false
            }
        }
    }
}
