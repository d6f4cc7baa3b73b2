/// One rated movie in `/ratings`: its title linking to its page, and the visitor's rating.
package struct RatedMovieRowView: Codable, Sendable {
    package let id: Int
    package let title: String
    package let href: String
    /// The visitor's rating, as the movie's page shows it (`8.5`).
    package let rating: String
}

#if UITesting
    extension RatedMovieRowView {
        /// A rated movie linking to `/movies/<id>`; Fight Club rated 8.5 unless told otherwise.
        package static func stub(
            id: Int = 550, title: String = "Fight Club", rating: String = "8.5"
        )
            -> RatedMovieRowView
        {
            RatedMovieRowView(id: id, title: title, href: "/movies/\(id)", rating: rating)
        }
    }
#endif
