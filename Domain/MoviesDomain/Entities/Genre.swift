/// A film genre as TMDb names it, e.g. 18 "Drama".
public struct Genre: Hashable, Sendable, Identifiable {
    /// TMDb's genre id.
    public let id: Int
    /// The genre's display name.
    public let name: String

    /// A genre.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
