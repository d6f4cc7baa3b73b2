/// `{"id": 18, "name": "Drama"}`.
struct TMDbGenreDTO: Decodable {
    let id: Int
    let name: String
}
