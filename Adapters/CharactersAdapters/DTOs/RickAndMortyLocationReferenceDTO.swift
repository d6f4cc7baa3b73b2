/// `{"name": "Earth (C-137)", "url": "https://rickandmortyapi.com/api/location/1"}`; `url` is `""` when unknown.
struct RickAndMortyLocationReferenceDTO: Decodable {
    let name: String
    let url: String?
}
