/// `/movie/{id}/credits`.
struct TMDbCreditsDTO: Decodable {
    let id: Int
    let cast: [TMDbCastMemberDTO]?
    let crew: [TMDbCrewMemberDTO]?
}
