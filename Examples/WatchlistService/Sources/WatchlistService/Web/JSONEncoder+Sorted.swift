import Foundation

extension JSONEncoder {
    /// An encoder with sorted keys, so that every answer's bytes are the same for the same value.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
