/// A place in Rick and Morty, as the location resource describes it.
public struct Location: Hashable, Sendable, Identifiable {
    /// The API's location id.
    public let id: Int
    /// The place's name, e.g. `Earth (C-137)`.
    public let name: String
    /// What kind of place it is, e.g. `Planet`; `nil` when the API sends `""`.
    public let type: String?
    /// The dimension it is in, e.g. `Dimension C-137`; `nil` when the API sends `""`.
    package let dimension: String?

    /// A location.
    public init(id: Int, name: String, type: String?, dimension: String?) {
        self.id = id
        self.name = name
        self.type = type
        self.dimension = dimension
    }
}
