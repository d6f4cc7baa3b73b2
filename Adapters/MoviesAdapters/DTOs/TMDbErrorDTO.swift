/// TMDb's error body: `{"success":false,"status_code":34,"status_message":"…"}`.
struct TMDbErrorDTO: Decodable {
    let statusCode: Int?
    let statusMessage: String?

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}
