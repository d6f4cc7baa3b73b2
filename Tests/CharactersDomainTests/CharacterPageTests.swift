import CharactersDomain
import Testing

@Suite("CharacterPage")
struct CharacterPageTests {
    @Test(
        "a next page exists only before the last page",
        arguments: [(1, 42, true), (41, 42, true), (42, 42, false), (1, 1, false), (1, 0, false)])
    func hasNextPage(page: Int, totalPages: Int, expected: Bool) {
        // Given page `page` of a list with `totalPages` pages
        let characterPage = CharacterPage(page: page, totalPages: totalPages, totalCount: totalPages * 20, results: [])

        // When asked whether another page follows
        let hasNext = characterPage.hasNextPage

        // Then only a page before the last has one
        #expect(hasNext == expected)
    }

    @Test("the page of a filter without match is empty and has no next page")
    func empty() {
        // Given a filter that matched nothing on page 3
        // When its page is made
        let page = CharacterPage.empty(page: 3)

        // Then it keeps the page number and has no characters, pages or next page
        #expect(page.page == 3)
        #expect(page.results.isEmpty)
        #expect(page.totalPages == 0)
        #expect(page.totalCount == 0)
        #expect(!page.hasNextPage)
    }
}
