import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain
import Testing

/// The contract of ``MovieRepository``: what the stub and the TMDb adapter must both do.
@Suite("MovieRepository contract")
struct MovieRepositoryContractTests {
    /// The port's `implementation` in `condition` (the one place this suite names concrete types).
    static func subject(
        _ implementation: Implementation, _ condition: WorldCondition = .happyPath
    ) throws -> ContractSubject<any MovieRepository> {
        try ContractSubject.make(
            implementation, condition,
            stub: { UITestMoviesFactory(scenario: $0, sleeper: ImmediateSleeper()).movieRepository },
            replay: try TMDbReplay.contractWorld(),
            http: { baseURL, client in
                TMDbMovieRepository(
                    configuration: TMDbConfiguration(credential: .bearerToken(TMDbReplay.bearerToken), baseURL: baseURL),
                    httpClient: client)
            })
    }

    /// An id TMDb has never given out.
    static let unknownID = 999_999_999

    // MARK: - Pagination

    @Test("Page 1 of the popular list has 20 movies, totals that agree, and a next page", arguments: Implementation.allCases)
    func firstPopularPage(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When
        let page = try await subject.port.popularMovies(page: 1)

        // Then
        #expect(page.page == 1)
        #expect(page.results.count == 20)
        #expect(page.totalPages >= 2)
        #expect(page.hasNextPage)
        #expect((page.totalPages - 1) * 20 < page.totalResults && page.totalResults <= page.totalPages * 20)
    }

    @Test("Every page of the popular list has its own movies, the same totals, and only the last no next page", arguments: Implementation.allCases)
    func everyPopularPage(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }
        let first = try await subject.port.popularMovies(page: 1)

        // When
        var pages = [first]
        for number in 2...first.totalPages {
            pages.append(try await subject.port.popularMovies(page: number))
        }

        // Then
        let ids = pages.flatMap { $0.results.map(\.id) }
        #expect(pages.map(\.page) == Array(1...first.totalPages))
        #expect(pages.allSatisfy { $0.totalPages == first.totalPages && $0.totalResults == first.totalResults })
        #expect(pages.map(\.hasNextPage) == Array(repeating: true, count: first.totalPages - 1) + [false])
        #expect(pages.dropLast().allSatisfy { $0.results.count == 20 })
        #expect(ids.count == first.totalResults)
        #expect(Set(ids).count == ids.count, "a movie appears on two pages")
    }

    @Test("The first page past the end of the popular list is empty, with the same totals", arguments: Implementation.allCases)
    func popularPagePastTheEnd(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }
        let first = try await subject.port.popularMovies(page: 1)

        // When
        let past = try await subject.port.popularMovies(page: first.totalPages + 1)

        // Then
        #expect(past.page == first.totalPages + 1)
        #expect(past.results.isEmpty)
        #expect(past.totalPages == first.totalPages)
        #expect(past.totalResults == first.totalResults)
        #expect(!past.hasNextPage)
    }

    @Test("A page outside 1...500 is rejected, for the popular list and for a search", arguments: Implementation.allCases, [0, 501])
    func pageOutsideTheLimits(_ implementation: Implementation, page: Int) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When / Then
        await #expect(throws: MovieRepositoryError.rejected) { try await subject.port.popularMovies(page: page) }
        await #expect(throws: MovieRepositoryError.rejected) {
            try await subject.port.searchMovies(query: "the", page: page)
        }
    }

    // MARK: - Search

    @Test("A search matches titles case-insensitively, as a substring", arguments: Implementation.allCases, ["super mario", "SUPER MARIO", "Mario Bros"])
    func searchMatchesTitles(_ implementation: Implementation, query: String) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When
        let page = try await subject.port.searchMovies(query: query, page: 1)

        // Then
        #expect(page.results.map(\.id).contains(502_356), "The Super Mario Bros. Movie is in the recorded list")
        #expect(page.results.allSatisfy { $0.title.range(of: query, options: .caseInsensitive) != nil })
        #expect(page.page == 1)
        #expect(page.totalResults == page.results.count)
        #expect(!page.hasNextPage)
    }

    @Test("A search with more hits than a page pages like the popular list, and its first page past the end is empty", arguments: Implementation.allCases)
    func searchPages(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }
        let first = try await subject.port.searchMovies(query: "e", page: 1)
        try #require(first.totalPages >= 2, "the world has more than 20 titles with an e")

        // When
        var pages = [first]
        for number in 2...first.totalPages + 1 {
            pages.append(try await subject.port.searchMovies(query: "e", page: number))
        }

        // Then
        let ids = pages.flatMap { $0.results.map(\.id) }
        #expect(pages.map(\.page) == Array(1...first.totalPages + 1))
        #expect(pages.allSatisfy { $0.totalPages == first.totalPages && $0.totalResults == first.totalResults })
        #expect(pages.last?.results.isEmpty == true)
        #expect(ids.count == first.totalResults)
        #expect(Set(ids).count == ids.count, "a movie appears on two pages")
        #expect(pages.flatMap(\.results).allSatisfy { $0.title.range(of: "e", options: .caseInsensitive) != nil })
    }

    @Test("A search without hits is an empty page, not an error", arguments: Implementation.allCases)
    func searchWithoutHits(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When
        let page = try await subject.port.searchMovies(query: "zzqx no such title", page: 1)

        // Then
        #expect(page.page == 1)
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
        #expect(page.totalPages <= 1, "TMDb says 0 or 1 pages for a search without hits")
        #expect(!page.hasNextPage)
    }

    // MARK: - Ids

    @Test("Every movie of the popular list has details and credits about that movie", arguments: Implementation.allCases)
    func everyListedMovieResolves(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }
        let first = try await subject.port.popularMovies(page: 1)
        var previews = first.results
        for number in 2...first.totalPages {
            previews += try await subject.port.popularMovies(page: number).results
        }

        for preview in previews {
            // When
            let movie = try await subject.port.movie(withID: preview.id)
            let credits = try await subject.port.credits(forMovieWithID: preview.id)

            // Then
            #expect(movie.id == preview.id)
            #expect(movie.title == preview.title)
            #expect(movie.releaseDate == preview.releaseDate)
            #expect(credits.movieID == preview.id)
        }
    }

    @Test("An unknown id is not found, with that id, for details and for credits", arguments: Implementation.allCases)
    func unknownID(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When / Then
        await #expect(throws: MovieRepositoryError.notFound(movieID: Self.unknownID)) {
            try await subject.port.movie(withID: Self.unknownID)
        }
        await #expect(throws: MovieRepositoryError.notFound(movieID: Self.unknownID)) {
            try await subject.port.credits(forMovieWithID: Self.unknownID)
        }
    }

    // MARK: - Conditions of the world

    @Test("A failing service fails every call with the same domain error", arguments: Implementation.allCases, WorldCondition.failures)
    func failures(_ implementation: Implementation, condition: WorldCondition) async throws {
        // Given
        let subject = try Self.subject(implementation, condition)
        defer { subject.stop() }
        let expected: MovieRepositoryError = condition == .unauthorized ? .unauthorized : .unavailable

        // When / Then
        await #expect(throws: expected) { try await subject.port.popularMovies(page: 1) }
        await #expect(throws: expected) { try await subject.port.searchMovies(query: "club", page: 1) }
        await #expect(throws: expected) { try await subject.port.movie(withID: 550) }
        await #expect(throws: expected) { try await subject.port.credits(forMovieWithID: 550) }
    }

    @Test("An empty catalogue lists nothing and finds no id", arguments: Implementation.allCases)
    func emptyCatalogue(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation, .empty)
        defer { subject.stop() }

        // When
        let popular = try await subject.port.popularMovies(page: 1)
        let search = try await subject.port.searchMovies(query: "club", page: 1)

        // Then
        #expect(popular.results.isEmpty && popular.totalResults == 0 && !popular.hasNextPage)
        #expect(search.results.isEmpty && search.totalResults == 0 && !search.hasNextPage)
        await #expect(throws: MovieRepositoryError.notFound(movieID: 550)) {
            try await subject.port.movie(withID: 550)
        }
        await #expect(throws: MovieRepositoryError.notFound(movieID: 550)) {
            try await subject.port.credits(forMovieWithID: 550)
        }
    }

    @Test("When nothing is found, details and credits are not found, with the id asked for", arguments: Implementation.allCases)
    func nothingFound(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation, .notFound)
        defer { subject.stop() }

        // When / Then
        await #expect(throws: MovieRepositoryError.notFound(movieID: 640)) {
            try await subject.port.movie(withID: 640)
        }
        await #expect(throws: MovieRepositoryError.notFound(movieID: 550)) {
            try await subject.port.credits(forMovieWithID: 550)
        }
    }

    // MARK: - The same values on both sides

    @Test("The stub and the adapter give the same page 1 of the popular list (the recorded one)")
    func parityOfTheRecordedPopularPage() async throws {
        // Given
        let stub = try Self.subject(.stub)
        let http = try Self.subject(.http)
        defer { http.stop() }

        // When
        let stubPage = try await stub.port.popularMovies(page: 1)
        let httpPage = try await http.port.popularMovies(page: 1)

        // Then
        #expect(stubPage.results.map(\.id) == httpPage.results.map(\.id))
        for (stubMovie, httpMovie) in zip(stubPage.results, httpPage.results) {
            #expect(stubMovie == httpMovie)
        }
        #expect(stubPage == httpPage)
    }

    @Test("The stub and the adapter give the same details of 640 and the same credits of 550 (the recorded ones)")
    func parityOfTheRecordedDetailsAndCredits() async throws {
        // Given
        let stub = try Self.subject(.stub)
        let http = try Self.subject(.http)
        defer { http.stop() }

        // When
        let stubMovie = try await stub.port.movie(withID: 640)
        let httpMovie = try await http.port.movie(withID: 640)
        let stubCredits = try await stub.port.credits(forMovieWithID: 550)
        let httpCredits = try await http.port.credits(forMovieWithID: 550)

        // Then
        #expect(stubMovie == httpMovie)
        #expect(stubCredits.cast.count == httpCredits.cast.count)
        #expect(stubCredits.crew.count == httpCredits.crew.count)
        for (stubMember, httpMember) in zip(stubCredits.cast, httpCredits.cast) {
            #expect(stubMember == httpMember)
        }
        for (stubMember, httpMember) in zip(stubCredits.crew, httpCredits.crew) {
            #expect(stubMember == httpMember)
        }
        #expect(stubCredits == httpCredits)
    }

    @Test("The stub and the adapter give the same answers across the whole world")
    func parityEverywhere() async throws {
        // Given
        let stub = try Self.subject(.stub)
        let http = try Self.subject(.http)
        defer { http.stop() }
        let first = try await stub.port.popularMovies(page: 1)

        for number in 1...first.totalPages + 1 {
            // When
            let stubPage = try await stub.port.popularMovies(page: number)
            let httpPage = try await http.port.popularMovies(page: number)

            // Then
            #expect(stubPage == httpPage, "popular page \(number)")
            for movie in stubPage.results {
                #expect(try await stub.port.movie(withID: movie.id) == http.port.movie(withID: movie.id))
                #expect(
                    try await stub.port.credits(forMovieWithID: movie.id)
                        == http.port.credits(forMovieWithID: movie.id))
            }
        }
        for query in ["the", "MAN", "e", "wick"] {
            #expect(
                try await stub.port.searchMovies(query: query, page: 1)
                    == http.port.searchMovies(query: query, page: 1), "search \(query)")
        }
    }
}
