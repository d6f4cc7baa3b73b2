import MoviesDomain

extension MoviePage {
    /// A page for tests: by default page 1 holding one default `MoviePreview.stub()`.
    /// Totals left `nil` are made consistent with `results`: as many results as given, and `page` pages (0 when
    /// there are no results).
    static func stub(
        page: Int = 1, results: [MoviePreview] = [.stub()], totalPages: Int? = nil, totalResults: Int? = nil
    ) -> MoviePage {
        MoviePage(
            page: page, results: results, totalPages: totalPages ?? (results.isEmpty ? 0 : page),
            totalResults: totalResults ?? results.count)
    }
}
