/// A character as the API sends it. `type` and `episode` may be absent; everything the domain needs is required.
struct RickAndMortyCharacterDTO: Decodable, Identifiable {
    let id: Int
    let name: String
    let status: String
    let species: String
    let type: String?
    let gender: String
    let origin: RickAndMortyLocationReferenceDTO
    let location: RickAndMortyLocationReferenceDTO
    let image: String
    let episode: [String]?
    let created: String
}
