/// One element of the current page as WebDriver names it (the W3C web element identifier).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public struct ElementReference: Decodable, Sendable, Hashable {
    /// The key under which WebDriver spells an element reference in JSON.
    public static let key = "element-6066-11e4-a52e-4f735466cecf"

    /// The identifier WebDriver gave the element.
    public let id: String

    /// Reads `{"element-6066-…": id}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(String.self, forKey: Key(stringValue: Self.key))
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
