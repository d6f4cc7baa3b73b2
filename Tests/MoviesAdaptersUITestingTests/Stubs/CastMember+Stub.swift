import MoviesDomain

extension CastMember {
    /// A cast member for tests; defaults to Edward Norton as the Narrator in Fight Club, as TMDb credits him.
    static func stub(
        creditID: String = "52fe4250c3a36847f80149f3", personID: Int = 819, name: String = "Edward Norton",
        character: String = "The Narrator", order: Int = 0, profilePath: String? = "/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"
    ) -> CastMember {
        CastMember(
            creditID: creditID, personID: personID, name: name, character: character, order: order,
            profilePath: profilePath)
    }
}
