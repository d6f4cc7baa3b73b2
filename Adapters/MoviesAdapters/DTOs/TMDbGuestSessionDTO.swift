/// The answer to `/authentication/guest_session/new`: `{"success": true, "guest_session_id": "…", "expires_at": "…"}`.
struct TMDbGuestSessionDTO: Decodable {
    let success: Bool
    let guestSessionID: String

    enum CodingKeys: String, CodingKey {
        case success
        case guestSessionID = "guest_session_id"
    }
}
