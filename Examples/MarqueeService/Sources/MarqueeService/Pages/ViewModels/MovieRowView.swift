/// One movie in a list: its title linking to its details, and a short line of facts.
struct MovieRowView: Sendable {
    let id: Int
    let title: String
    let href: String
    let meta: String
}
