/// Who played in and who made a movie.
public struct MovieCredits: Hashable, Sendable {
    /// The movie these credits belong to.
    public let movieID: Int
    /// The cast in billing order.
    public let cast: [CastMember]
    /// The crew in TMDb's order.
    public let crew: [CrewMember]

    /// A movie's credits.
    public init(movieID: Int, cast: [CastMember], crew: [CrewMember]) {
        self.movieID = movieID
        self.cast = cast
        self.crew = crew
    }

    /// The crew members whose job is `Director`, in crew order: what every host shows as the director(s).
    public var directors: [CrewMember] { crew.filter(\.isDirector) }
}
