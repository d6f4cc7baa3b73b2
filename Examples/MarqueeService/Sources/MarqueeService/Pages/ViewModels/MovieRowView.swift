/// One movie in a list: its title linking to its details, and a short line of facts.
package struct MovieRowView: Codable, Sendable {
    package let id: Int
    package let title: String
    package let href: String
    package let meta: String
}

#if UITesting
    extension MovieRowView {
        /// A row linking to `/movies/<id>`; Fight Club unless told otherwise.
        package static func stub(
            id: Int = 550, title: String = "Fight Club", meta: String = "1999 · ★ 8.4"
        )
            -> MovieRowView
        {
            MovieRowView(id: id, title: title, href: "/movies/\(id)", meta: meta)
        }

        /// Three rows, the stubs' lists' default: Fight Club (550), The Matrix (603), Gladiator (98).
        package static let stubs: [MovieRowView] = [
            .stub(), .stub(id: 603, title: "The Matrix", meta: "1999 · ★ 8.2"),
            .stub(id: 98, title: "Gladiator", meta: "2000 · ★ 8.2"),
        ]
    }
#endif
