import MoviesDomain
import Testing

@Suite("MoviePage")
struct MoviePageTests {
    @Test(
        "a next page exists only before the last page",
        arguments: [
            (1, 3, true),
            (2, 3, true),
            (3, 3, false),
            (1, 1, false),
            (1, 0, false),  // a search without hits
            (4, 3, false),
        ])
    func hasNextPage(page: Int, totalPages: Int, expected: Bool) {
        // Given page `page` of a list with `totalPages` pages
        let moviePage = MoviePage(page: page, results: [], totalPages: totalPages, totalResults: totalPages * 20)

        // When asked whether another page follows
        let hasNext = moviePage.hasNextPage

        // Then only a page before the last has one
        #expect(hasNext == expected)
    }
}
