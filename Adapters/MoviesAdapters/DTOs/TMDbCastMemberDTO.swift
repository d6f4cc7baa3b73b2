/// A `cast` entry of the credits.
struct TMDbCastMemberDTO: Decodable {
    let id: Int
    let name: String
    let creditID: String
    let character: String?
    let order: Int?
    let profilePath: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case creditID = "credit_id"
        case character
        case order
        case profilePath = "profile_path"
    }
}
