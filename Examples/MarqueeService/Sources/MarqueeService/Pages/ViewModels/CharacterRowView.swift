/// One character in the list: the name linking to its details, and status and species.
struct CharacterRowView: Sendable {
    let id: Int
    let name: String
    let href: String
    let meta: String
}
