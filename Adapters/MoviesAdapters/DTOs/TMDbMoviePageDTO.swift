/// A page of `/movie/popular` or `/search/movie`.
struct TMDbMoviePageDTO: Decodable {
    let page: Int
    let results: [TMDbMovieListItemDTO]
    let totalPages: Int
    let totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page
        case results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
