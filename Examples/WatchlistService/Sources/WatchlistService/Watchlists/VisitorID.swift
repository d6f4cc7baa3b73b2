/// A visitor, as the watchlists are kept by: 1 to 64 characters of `A-Z a-z 0-9 - _` (base64url), which a path
/// segment, a log line and a JSON string all carry as they are. marquee-service names its visitors so.
struct VisitorID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The most characters an id has.
    static let maximumLength = 64

    /// The id as text.
    let text: String

    /// `text` as an id, or `nil` when it breaks the grammar.
    init?(_ text: String) {
        guard Self.isValid(text) else { return nil }
        self.text = text
    }

    /// Reads a JSON string that keeps the grammar (a scenario's `watchlists` item names its visitor so).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard Self.isValid(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a visitor is 1 to \(Self.maximumLength) characters of A-Z a-z 0-9 - _"))
        }
        self.text = text
    }

    /// Writes the id as a JSON string.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    var description: String { text }

    private static func isValid(_ text: String) -> Bool {
        (1...maximumLength).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
    }
}
