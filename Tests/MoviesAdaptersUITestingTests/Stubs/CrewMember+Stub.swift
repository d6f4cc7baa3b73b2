import MoviesDomain

extension CrewMember {
    /// A crew member for tests; defaults to David Fincher directing Fight Club, as TMDb credits him.
    static func stub(
        creditID: String = "631f0289568463007bbe28a5", personID: Int = 7467, name: String = "David Fincher",
        job: String = "Director", department: String = "Directing",
        profilePath: String? = "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"
    ) -> CrewMember {
        CrewMember(
            creditID: creditID, personID: personID, name: name, job: job, department: department,
            profilePath: profilePath)
    }
}
