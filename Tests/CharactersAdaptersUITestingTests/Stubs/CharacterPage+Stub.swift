import CharactersDomain

extension CharacterPage {
    /// A page for tests: by default page 1 holding one `SeriesCharacter.stub()`. Totals left `nil` are made consistent
    /// with `results`: as many characters as given, and `page` pages (0 when there are no results).
    static func stub(
        page: Int = 1, totalPages: Int? = nil, totalCount: Int? = nil, results: [SeriesCharacter] = [.stub()]
    ) -> CharacterPage {
        CharacterPage(
            page: page, totalPages: totalPages ?? (results.isEmpty ? 0 : page), totalCount: totalCount ?? results.count,
            results: results)
    }
}
