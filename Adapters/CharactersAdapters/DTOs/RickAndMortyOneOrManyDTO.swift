/// The body of `/character/1,2,3` or `/episode/1,2,3`: a JSON array, except that one id alone gives one object.
struct RickAndMortyOneOrManyDTO<Element: Decodable>: Decodable {
    let elements: [Element]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let many = try? container.decode([Element].self) {
            elements = many
        } else {
            elements = [try container.decode(Element.self)]
        }
    }
}
