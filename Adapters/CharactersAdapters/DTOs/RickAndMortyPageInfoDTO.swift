/// The `info` of a list page; `next` and `prev` are not used (Marquee computes pages itself).
struct RickAndMortyPageInfoDTO: Decodable {
    let count: Int
    let pages: Int
}
