import MoviesDomain

extension MovieCredits {
    /// Part of Fight Club's credits: one cast member without a picture, and a person credited twice in the crew.
    static let fightClub = MovieCredits(
        movieID: 550,
        cast: [
            CastMember(
                creditID: "52fe4250c3a36847f80149f3", personID: 819, name: "Edward Norton", character: "Narrator",
                order: 0, profilePath: "/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"),
            CastMember(
                creditID: "52fe4250c3a36847f8014a05", personID: 7499, name: "Jared Leto", character: "Angel Face",
                order: 1, profilePath: nil),
        ],
        crew: [
            CrewMember(
                creditID: "52fe4250c3a36847f8014a11", personID: 7467, name: "David Fincher", job: "Director",
                department: "Directing", profilePath: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"),
            CrewMember(
                creditID: "5e2b0b5bdb72c000130b0a0b", personID: 7467, name: "David Fincher", job: "Executive Producer",
                department: "Production", profilePath: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"),
        ]
    )
}
