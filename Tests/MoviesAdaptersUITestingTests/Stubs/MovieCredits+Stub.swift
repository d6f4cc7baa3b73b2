import MoviesDomain

extension MovieCredits {
    /// Credits for tests; default to Fight Club's narrator and director.
    static func stub(
        movieID: Int = 550, cast: [CastMember] = [.stub()], crew: [CrewMember] = [.stub()]
    )
        -> MovieCredits
    {
        MovieCredits(movieID: movieID, cast: cast, crew: crew)
    }
}
