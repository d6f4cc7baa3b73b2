import MoviesDomain

extension Genre {
    /// A genre for tests; defaults to TMDb's 18 "Drama".
    static func stub(id: Int = 18, name: String = "Drama") -> Genre {
        Genre(id: id, name: name)
    }
}
