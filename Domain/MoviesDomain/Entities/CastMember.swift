/// A person in a movie's cast.
public struct CastMember: Hashable, Sendable, Identifiable {
    /// TMDb's credit id, unique within the movie's credits.
    package let creditID: String
    /// TMDb's person id.
    public let personID: Int
    /// The person's name.
    public let name: String
    /// The role played; may be empty.
    public let character: String
    /// The billing order, 0 first.
    public let order: Int
    /// The profile picture's image path, to be resolved with an ``ImageConfiguration``.
    package let profilePath: String?

    /// A cast member.
    public init(creditID: String, personID: Int, name: String, character: String, order: Int, profilePath: String?) {
        self.creditID = creditID
        self.personID = personID
        self.name = name
        self.character = character
        self.order = order
        self.profilePath = profilePath
    }

    /// The credit id: a person can appear more than once in a movie's credits.
    public var id: String { creditID }
}
