/// A `crew` entry of the credits.
struct TMDbCrewMemberDTO: Decodable {
    let id: Int
    let name: String
    let creditID: String
    let job: String?
    let department: String?
    let profilePath: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case creditID = "credit_id"
        case job
        case department
        case profilePath = "profile_path"
    }
}
