/// The `images` object of `/configuration`.
struct TMDbImagesDTO: Decodable {
    let secureBaseURL: String
    let posterSizes: [String]?
    let backdropSizes: [String]?
    let profileSizes: [String]?

    enum CodingKeys: String, CodingKey {
        case secureBaseURL = "secure_base_url"
        case posterSizes = "poster_sizes"
        case backdropSizes = "backdrop_sizes"
        case profileSizes = "profile_sizes"
    }
}
