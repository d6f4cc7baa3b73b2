/// TMDb's answer to a write: `{"success": true, "status_code": 1, "status_message": "Success."}`.
struct TMDbStatusDTO: Decodable {
    let statusCode: Int

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
    }
}
