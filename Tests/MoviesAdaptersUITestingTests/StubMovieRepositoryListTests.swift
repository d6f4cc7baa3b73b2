import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@Suite("Stub movie repository lists")
struct StubMovieRepositoryListTests {
    let repository = StubMovieRepository(clock: TestClock())
    let count = StubMovieCatalogue.standard.movies.count

    @Test("Popular pages hold 20 movies each, differ from each other and carry consistent totals")
    func popularPages() async throws {
        // Given
        let expectedPages = (count + 19) / 20

        // When
        let first = try await repository.popularMovies(page: 1)
        let second = try await repository.popularMovies(page: 2)
        let last = try await repository.popularMovies(page: expectedPages)

        // Then
        #expect(first.results.count == 20 && second.results.count == 20)
        #expect(Set(first.results.map(\.id)).isDisjoint(with: second.results.map(\.id)))
        #expect(last.results.count == count - 20 * (expectedPages - 1))
        for page in [first, second, last] {
            #expect(page.totalPages == expectedPages && page.totalResults == count)
        }
        #expect(first.hasNextPage && !last.hasNextPage)
    }

    @Test("All popular pages together list the catalogue once, in order")
    func popularCoversCatalogue() async throws {
        // Given
        var ids: [Int] = []

        // When
        var page = 1
        while true {
            let result = try await repository.popularMovies(page: page)
            ids += result.results.map(\.id)
            guard result.hasNextPage else { break }
            page += 1
        }

        // Then
        #expect(ids == StubMovieCatalogue.standard.movies.map(\.id))
    }

    @Test("A popular page past the end is empty but keeps the real totals, as TMDb answers", arguments: [4, 20, 500])
    func popularPastTheEnd(page: Int) async throws {
        // Given
        let requested = page

        // When
        let result = try await repository.popularMovies(page: requested)

        // Then
        #expect(result == MoviePage(page: requested, results: [], totalPages: 3, totalResults: count))
    }

    @Test("A page outside 1 through 500 is rejected", arguments: [0, -1, 501, Int.max])
    func pageOutOfRange(page: Int) async {
        // Given
        let requested = page

        // When / Then
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
            try await repository.popularMovies(page: requested)
        }
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
            try await repository.searchMovies(query: "fight", page: requested)
        }
    }

    @Test(
        "Search matches the title ignoring case and surrounding white space",
        arguments: ["fight club", "FIGHT CLUB", "  Fight Club \n"])
    func searchIgnoresCaseAndSpace(query: String) async throws {
        // Given
        let text = query

        // When
        let result = try await repository.searchMovies(query: text, page: 1)

        // Then
        #expect(result.results.map(\.id) == [550])
        #expect(result.totalPages == 1 && result.totalResults == 1 && result.page == 1)
    }

    @Test("Search also matches the original title, ignoring diacritics")
    func searchOriginalTitle() async throws {
        // Given
        let korean = "기생충"
        let spanish = "nina de la comunion"

        // When
        let parasite = try await repository.searchMovies(query: korean, page: 1)
        let communion = try await repository.searchMovies(query: spanish, page: 1)

        // Then
        #expect(parasite.results.map(\.title) == ["Parasite"])
        #expect(communion.results.map(\.title) == ["The Communion Girl"])
    }

    @Test("Search hits keep catalogue order and page 20 at a time with consistent totals")
    func searchPagination() async throws {
        // Given
        let expected = StubMovieCatalogue.standard.movies.filter {
            $0.title.lowercased().contains("e") || $0.originalTitle.lowercased().contains("e")
        }.map(\.id)

        // When
        let first = try await repository.searchMovies(query: "E", page: 1)
        let second = try await repository.searchMovies(query: "E", page: 2)
        let pastTheEnd = try await repository.searchMovies(query: "E", page: first.totalPages + 1)

        // Then
        #expect(expected.count > 20)
        #expect(first.results.map(\.id) + second.results.map(\.id) == Array(expected.prefix(40)))
        #expect(first.totalResults == expected.count && first.totalPages == (expected.count + 19) / 20)
        #expect(pastTheEnd.results.isEmpty && pastTheEnd.totalResults == expected.count)
    }

    @Test(
        "A search without hits is page 1 with no results, 0 pages and 0 results",
        arguments: ["zzzz-no-such-film", "   "])
    func searchWithoutHits(query: String) async throws {
        // Given
        let text = query

        // When
        let result = try await repository.searchMovies(query: text, page: 1)

        // Then
        #expect(result == MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0))
    }

    @Test("Details and credits of an unknown id are not found")
    func unknownID() async {
        // Given
        let id = 999_999_999

        // When / Then
        await #expect(throws: MovieRepositoryError.notFound(movieID: id)) { try await repository.movie(withID: id) }
        await #expect(throws: MovieRepositoryError.notFound(movieID: id)) {
            try await repository.credits(forMovieWithID: id)
        }
    }

    @Test("The same calls give the same answers")
    func deterministic() async throws {
        // Given
        let other = StubMovieRepository(clock: TestClock())

        // When
        let answers = [
            try await repository.popularMovies(page: 2), try await repository.searchMovies(query: "the", page: 1),
        ]
        let again = [try await other.popularMovies(page: 2), try await other.searchMovies(query: "the", page: 1)]

        // Then
        #expect(answers == again)
    }
}
