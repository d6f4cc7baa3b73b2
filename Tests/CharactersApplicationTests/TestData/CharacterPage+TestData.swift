import CharactersDomain

extension CharacterPage {
    /// The first of 42 pages, with Rick on it.
    static let firstPage = CharacterPage(page: 1, totalPages: 42, totalCount: 826, results: [.rick])
}
