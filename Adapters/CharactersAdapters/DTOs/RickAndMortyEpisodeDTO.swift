/// An episode as the API sends it; `characters`, `url` and `created` are not used.
struct RickAndMortyEpisodeDTO: Decodable, Identifiable {
    let id: Int
    let name: String
    let airDate: String
    let episode: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case airDate = "air_date"
        case episode
    }
}
