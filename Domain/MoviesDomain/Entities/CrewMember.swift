/// A person in a movie's crew, in one job.
public struct CrewMember: Hashable, Sendable, Identifiable {
    /// TMDb's credit id, unique within the movie's credits.
    package let creditID: String
    /// TMDb's person id.
    public let personID: Int
    /// The person's name.
    public let name: String
    /// The job, e.g. `Director`.
    @usableFromInline package let job: String
    /// The department, e.g. `Directing`.
    package let department: String
    /// The profile picture's image path, to be resolved with an ``ImageConfiguration``.
    package let profilePath: String?

    /// A crew member.
    public init(creditID: String, personID: Int, name: String, job: String, department: String, profilePath: String?) {
        self.creditID = creditID
        self.personID = personID
        self.name = name
        self.job = job
        self.department = department
        self.profilePath = profilePath
    }

    /// The credit id: one person holding two jobs has two credits.
    public var id: String { creditID }

    /// Whether the job is `Director`: the test ``MovieCredits/directors`` applies.
    @inlinable package var isDirector: Bool { job == "Director" }
}
