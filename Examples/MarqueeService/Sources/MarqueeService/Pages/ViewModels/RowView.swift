/// One item in a list: its title linking to its page, and a short line beside it (a movie's year and rating, a
/// character's status and species, the visitor's rating of a movie).
struct RowView: Codable, Sendable {
    let id: Int
    let title: String
    let href: String
    let meta: String

    /// A movie linking to `/movies/<id>`.
    static func movie(id: Int, title: String, meta: String) -> RowView {
        RowView(id: id, title: title, href: "/movies/\(id)", meta: meta)
    }

    /// A character linking to `/characters/<id>`.
    static func character(id: Int, name: String, meta: String) -> RowView {
        RowView(id: id, title: name, href: "/characters/\(id)", meta: meta)
    }
}

#if UITesting
    extension RowView {
        /// A movie row; Fight Club unless told otherwise.
        static func stub(id: Int = 550, title: String = "Fight Club", meta: String = "1999 · ★ 8.4") -> RowView {
            movie(id: id, title: title, meta: meta)
        }

        /// A character row; Rick Sanchez unless told otherwise.
        static func stub(id: Int = 1, name: String, meta: String = "Alive · Human") -> RowView {
            character(id: id, name: name, meta: meta)
        }

        /// A rated movie's row in `/ratings`: Fight Club rated 8.5 unless told otherwise.
        static func stub(id: Int = 550, title: String = "Fight Club", rating: String) -> RowView {
            movie(id: id, title: title, meta: rating)
        }

        /// Three movie rows, the stubs' lists' default: Fight Club (550), The Matrix (603), Gladiator (98).
        static let movieStubs: [RowView] = [
            .stub(), .stub(id: 603, title: "The Matrix", meta: "1999 · ★ 8.2"),
            .stub(id: 98, title: "Gladiator", meta: "2000 · ★ 8.2"),
        ]

        /// Three character rows, the stubs' lists' default: Rick Sanchez (1), Morty Smith (2), Summer Smith (3).
        static let characterStubs: [RowView] = [
            .stub(name: "Rick Sanchez"), .stub(id: 2, name: "Morty Smith"), .stub(id: 3, name: "Summer Smith"),
        ]
    }
#endif
