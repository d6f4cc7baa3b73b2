/// One character in the list: the name linking to its details, and status and species.
package struct CharacterRowView: Codable, Sendable {
    package let id: Int
    package let name: String
    package let href: String
    package let meta: String
}

#if UITesting
    extension CharacterRowView {
        /// A row linking to `/characters/<id>`; Rick Sanchez unless told otherwise.
        package static func stub(
            id: Int = 1, name: String = "Rick Sanchez", meta: String = "Alive · Human"
        )
            -> CharacterRowView
        {
            CharacterRowView(id: id, name: name, href: "/characters/\(id)", meta: meta)
        }

        /// Three rows, the stubs' lists' default: Rick Sanchez (1), Morty Smith (2), Summer Smith (3).
        package static let stubs: [CharacterRowView] = [
            .stub(), .stub(id: 2, name: "Morty Smith"), .stub(id: 3, name: "Summer Smith"),
        ]
    }
#endif
