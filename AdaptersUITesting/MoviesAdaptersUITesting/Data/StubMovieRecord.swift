import MoviesDomain

/// One movie of the stub data with its credits, written side by side so they cannot drift apart.
struct StubMovieRecord: Sendable {
    let movie: Movie
    let credits: MovieCredits

    /// A record with credits spelled out member by member, e.g. with TMDb's recorded credit ids.
    init(movie: Movie, castMembers: [CastMember], crewMembers: [CrewMember]) {
        self.movie = movie
        self.credits = MovieCredits(movieID: movie.id, cast: castMembers, crew: crewMembers)
    }

    /// A record whose cast is listed in billing order and whose crew in TMDb's order, without profile pictures.
    /// Credit ids are derived deterministically: `stub-<movie id>-cast-<order>` and `stub-<movie id>-crew-<index>`.
    init(
        movie: Movie, cast: [(personID: Int, name: String, character: String)],
        crew: [(personID: Int, name: String, job: String, department: String)]
    ) {
        let castMembers = cast.enumerated().map { order, member in
            CastMember(
                creditID: "stub-\(movie.id)-cast-\(order)", personID: member.personID, name: member.name,
                character: member.character, order: order, profilePath: nil)
        }
        let crewMembers = crew.enumerated().map { index, member in
            CrewMember(
                creditID: "stub-\(movie.id)-crew-\(index)", personID: member.personID, name: member.name,
                job: member.job, department: member.department, profilePath: nil)
        }
        self.init(movie: movie, castMembers: castMembers, crewMembers: crewMembers)
    }
}
