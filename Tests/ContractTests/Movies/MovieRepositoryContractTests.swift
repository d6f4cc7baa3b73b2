import Foundation
import MarqueeTestSupport
import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain
import StubHTTPServer
import Testing
import UITestScenario

/// The contract of ``MovieRepository``: what the stub and the TMDb adapter must both do.
///
/// Arguments come before the service on both sides: a page outside 1...500 is `.rejected`, an id below 1
/// `.notFound(movieID:)` and a blank search an empty page, without a request, under every condition of the world.
///
/// What the "same values" tests prove, precisely. The replay world is the stub's catalogue told the way TMDb
/// tells it: popular page 1, the details of 640 and the credits of 550 are payloads recorded from the real API;
/// every other list item, every other movie's details and credits, and all the list totals are JSON generated
/// from the stub's own catalogue, and the replay's search states the same matching rule as the stub's. Hence:
/// - the `parityOfTheRecorded…` tests look only at recorded payloads (the items of popular page 1, details 640,
///   credits 550): they fail when the stub's data drifts from the real API's;
/// - ``roundTripEverywhere()`` looks at the whole world, but outside the recorded payloads it compares the stub
///   with JSON made from the stub, read back by the adapter: it catches decoding and mapping differences (a field
///   the adapter reads differently from how the stub states it) and paging or search disagreements between the
///   adapter and the stub, never data drift.
///
/// `.serialized`: every case holds a loopback server and a URLSession, so the cases run one at a time. The suite
/// then holds a few descriptors instead of hundreds at once, which keeps the whole test process well inside a
/// common 1024-descriptor limit, and takes no longer in practice.
@Suite("MovieRepository contract", .serialized)
struct MovieRepositoryContractTests {
    /// The port's `implementation` in `behavior`: this suite's one place that names concrete types.
    static func subject(
        _ implementation: Implementation, _ behavior: PortBehavior = .happyPath
    ) throws -> ContractSubject<any MovieRepository> {
        try ContractSubject.make(
            implementation, behavior,
            stub: { StubMovieRepository(scenario: $0, clock: TestClock()) },
            replay: try TMDbReplay(),
            endpoints: replayEndpoints,
            http: { baseURL, client in
                TMDbMovieRepository(
                    configuration: TMDbConfiguration(
                        credential: .bearerToken(TMDbReplay.bearerToken), baseURL: baseURL),
                    httpClient: client)
            })
    }

    /// An id TMDb has never given out.
    static let unknownID = 999_999_999

    @Test("The stub and the adapter answer every question alike, in every behavior of the world")
    func alike() async throws {
        try await ContractSubject.expectAlike(
            { try Self.subject($0, $1) },
            [
                ContractQuestion("movie 550") { try await $0.movie(withID: 550) },
                ContractQuestion("an unknown movie") { try await $0.movie(withID: Self.unknownID) },
                ContractQuestion("the credits of 550") { try await $0.credits(forMovieWithID: 550) },
                ContractQuestion("popular page 1") { try await $0.popularMovies(page: 1) },
                ContractQuestion("popular page 0") { try await $0.popularMovies(page: 0) },
                ContractQuestion("a blank search") { try await $0.searchMovies(query: "  ", page: 1) },
            ])
        // Known difference, found by this check: a search in an empty world is the stub's page of 0 pages and the
        // replay's page of 1 (`totalPages`); the world's other states agree.
        try await ContractSubject.expectAlike(
            { try Self.subject($0, $1) }, in: [.happyPath] + PortBehavior.contractFailures,
            [ContractQuestion("a search") { try await $0.searchMovies(query: "fight club", page: 1) }])
    }

    // MARK: - Pagination

    @Test(
        "Page 1 of the popular list has 20 movies, totals that agree, and a next page",
        arguments: Implementation.allCases)
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

    @Test(
        "Every page of the popular list has its own movies, the same totals, and only the last no next page",
        arguments: Implementation.allCases)
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

    @Test(
        "The first page past the end of the popular list is empty, with the same totals",
        arguments: Implementation.allCases)
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

    @Test(
        "A page outside 1...500 is rejected, for the popular list and for a search", arguments: Implementation.allCases,
        [0, 501])
    func pageOutsideTheLimits(_ implementation: Implementation, page: Int) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When / Then
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
            try await subject.port.popularMovies(page: page)
        }
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
            try await subject.port.searchMovies(query: "the", page: page)
        }
    }

    @Test(
        "Arguments come before the service: a bad page is rejected, an id below 1 not found, a blank search empty",
        arguments: Implementation.allCases, PortBehavior.contractFailures)
    func argumentsBeforeTheService(_ implementation: Implementation, behavior: PortBehavior) async throws {
        // Given
        let subject = try Self.subject(implementation, behavior)
        defer { subject.stop() }

        // When
        let blank = try await subject.port.searchMovies(query: "  ", page: 1)

        // Then
        #expect(blank == MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0))
        for page in [0, 501] {
            await #expect(throws: MovieRepositoryError.upstream(.rejected), "page \(page)") {
                try await subject.port.popularMovies(page: page)
            }
            await #expect(throws: MovieRepositoryError.upstream(.rejected), "page \(page)") {
                try await subject.port.searchMovies(query: "club", page: page)
            }
        }
        await #expect(throws: MovieRepositoryError.notFound(movieID: 0)) { try await subject.port.movie(withID: 0) }
        await #expect(throws: MovieRepositoryError.notFound(movieID: -1)) {
            try await subject.port.credits(forMovieWithID: -1)
        }
        subject.expectNoRequests()
    }

    // MARK: - Search

    @Test(
        "A search matches titles case-insensitively, as a substring", arguments: Implementation.allCases,
        ["super mario", "SUPER MARIO", "Mario Bros"])
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

    @Test(
        "A search with more hits than a page pages like the popular list, and its first page past the end is empty",
        arguments: Implementation.allCases)
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

    @Test(
        "A search without hits, or with a blank query, is an empty page, not an error",
        arguments: Implementation.allCases)
    func searchWithoutHits(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        for query in ["zzqx no such title", "   "] {
            // When
            let page = try await subject.port.searchMovies(query: query, page: 1)

            // Then
            #expect(page.page == 1, "\(query)")
            #expect(page.results.isEmpty, "\(query)")
            #expect(page.totalResults == 0, "\(query)")
            #expect(page.totalPages <= 1, "TMDb says 0 or 1 pages for a search without hits")
            #expect(!page.hasNextPage, "\(query)")
        }
    }

    // MARK: - Ids

    @Test(
        "Every movie of the popular list has details and credits about that movie", arguments: Implementation.allCases)
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

    // MARK: - Behaviours of the world

    @Test(
        "A failing service fails every call with the same domain error", arguments: Implementation.allCases,
        PortBehavior.contractFailures)
    func failures(_ implementation: Implementation, behavior: PortBehavior) async throws {
        // Given
        let subject = try Self.subject(implementation, behavior)
        defer { subject.stop() }
        let expected = MovieRepositoryError.upstream(try #require(behavior.failure))

        // When / Then
        await #expect(throws: expected) { try await subject.port.popularMovies(page: 1) }
        await #expect(throws: expected) { try await subject.port.searchMovies(query: "club", page: 1) }
        await #expect(throws: expected) { try await subject.port.movie(withID: 550) }
        await #expect(throws: expected) { try await subject.port.credits(forMovieWithID: 550) }
        subject.expectAttempts(forEachOf: 4, in: behavior)
    }

    @Test(
        "A caller whose task is cancelled gets .cancelled; the HTTP adapter's while its request is in flight",
        arguments: Implementation.allCases)
    func cancelledCaller(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When / Then
        try await subject.expectCancelled(MovieRepositoryError.upstream(.cancelled), holding: "/3/movie/640") {
            _ = try await $0.movie(withID: 640)
        }
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

    @Test(
        "When nothing is found, details and credits are not found, with the id asked for",
        arguments: Implementation.allCases)
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

    /// Data drift: the items of popular page 1 are the recorded ones on the HTTP side. The page's totals are left
    /// out: the replay computes them from the stub's catalogue (TMDb's own are its whole catalogue's).
    @Test("The stub's popular page 1 has the recorded movies")
    func parityOfTheRecordedPopularPage() async throws {
        // Given
        let stub = try Self.subject(.stub)
        let http = try Self.subject(.http)
        defer { http.stop() }

        // When
        let stubPage = try await stub.port.popularMovies(page: 1)
        let httpPage = try await http.port.popularMovies(page: 1)

        // Then
        Parity.expectSame(stubPage.results, httpPage.results, "popular page 1")
    }

    /// Data drift: the details of 640 and the credits of 550 are their recorded bodies on the HTTP side.
    @Test("The stub has the recorded details of 640 and the recorded credits of 550")
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
        Parity.expectSame(stubCredits.cast, httpCredits.cast, "cast of 550")
        Parity.expectSame(stubCredits.crew, httpCredits.crew, "crew of 550")
        #expect(stubCredits == httpCredits)
    }

    /// Not a data-drift check (see the suite): apart from popular page 1, 640 and 550 the replay serves JSON made
    /// from the stub's catalogue, so this proves the adapter reads back what the stub states, for every page,
    /// movie, credits and a few searches, and that both page and search alike.
    @Test("Round trip: every page, movie, credits and search read back through the adapter is the stub's answer")
    func roundTripEverywhere() async throws {
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
            #expect(stubPage.page == httpPage.page)
            #expect(stubPage.totalPages == httpPage.totalPages, "popular page \(number)")
            #expect(stubPage.totalResults == httpPage.totalResults, "popular page \(number)")
            Parity.expectSame(stubPage.results, httpPage.results, "popular page \(number)")
            for movie in stubPage.results {
                #expect(try await stub.port.movie(withID: movie.id) == http.port.movie(withID: movie.id))
                let stubCredits = try await stub.port.credits(forMovieWithID: movie.id)
                let httpCredits = try await http.port.credits(forMovieWithID: movie.id)
                Parity.expectSame(stubCredits.cast, httpCredits.cast, "cast of \(movie.id)")
                Parity.expectSame(stubCredits.crew, httpCredits.crew, "crew of \(movie.id)")
            }
        }
        // An original title (Parasite's) is found as well as a title, as on TMDb.
        for query in ["the", "MAN", "e", " wick ", "기생충"] {
            // When
            let stubPage = try await stub.port.searchMovies(query: query, page: 1)
            let httpPage = try await http.port.searchMovies(query: query, page: 1)

            // Then
            #expect(stubPage == httpPage, "search \(query)")
        }
    }

    // MARK: - Replay: the endpoints TMDbMovieRepository calls

    /// Registers `/movie/popular`, `/search/movie`, `/movie/{id}` and `/movie/{id}/credits` on `server`.
    ///
    /// The world is the stub's catalogue, told the way TMDb tells it: popular page 1 is the recorded page (the
    /// stub's first 20 movies must be these), followed by the catalogue's other movies as generated list items;
    /// the details of 640 and the credits of 550 are the recorded bodies, every other movie's details and credits
    /// are generated from the catalogue. The recorded page's totals (TMDb's whole catalogue) are replaced by this
    /// world's. In the `empty` and `notFound` behaviours the lists are empty and no id resolves, as the stub's
    /// presets have it. A search matches a title or original title containing the trimmed query, ignoring case
    /// and diacritics, in list order.
    static func replayEndpoints(
        _ replay: TMDbReplay, on server: StubHTTPServer, _ behavior: PortBehavior
    ) throws(ContractHarnessError) {
        let catalogue = StubMovieCatalogue.standard
        let isEmpty = behavior != .happyPath
        guard
            let recorded = try JSON.object(try Fixture.tmdbPopularPage.data(), "popular")["results"] as? [[String: Any]]
        else { throw .invalidPayload("the recorded popular page has no results") }
        let recordedIDs = Set(recorded.compactMap { $0["id"] as? Int })
        let generated = catalogue.previews.filter { !recordedIDs.contains($0.id) }.enumerated().map { index, movie in
            listItemJSON(movie, popularity: 20 - Double(index) / 10)
        }
        let popular: [ReplayRecord] =
            isEmpty
            ? []
            : try (recorded + generated).map { object throws(ContractHarnessError) in
                try ReplayRecord(object: object, fields: ["title", "original_title"])
            }
        var details: [Int: Data] = [:]
        var credits: [Int: Data] = [:]
        if !isEmpty {
            for movie in catalogue.movies {
                details[movie.id] = try JSON.data(detailsJSON(movie))
                credits[movie.id] = try catalogue.credits[movie.id].map { value throws(ContractHarnessError) in
                    try JSON.data(creditsJSON(value))
                }
            }
            details[640] = try Fixture.tmdbMovieDetails640.data()
            credits[550] = try Fixture.tmdbCredits550.data()
        }
        let detailsByID = details
        let creditsByID = credits

        server.register(
            .get, "\(replay.basePath)/movie/popular",
            .handler { request in replay.authorized(request) { replay.listPage(of: popular, request) } })
        server.register(
            .get, "\(replay.basePath)/search/movie",
            .handler { request in
                replay.authorized(request) {
                    let query = (request.queryValue("query") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
                    let hits = popular.filter { record in
                        !query.isEmpty
                            && [record.fields["title"], record.fields["original_title"]].contains {
                                $0?.range(of: query, options: options) != nil
                            }
                    }
                    return replay.listPage(of: hits, request, minimumTotalPages: 1)
                }
            })
        server.registerPrefix(
            .get, "\(replay.basePath)/movie/",
            .handler { request in
                replay.authorized(request) {
                    let parts = request.path.dropFirst("\(replay.basePath)/movie/".count).split(
                        separator: "/", omittingEmptySubsequences: false)
                    let id = parts.first.flatMap { Int($0) } ?? 0
                    let body: Data? =
                        switch parts.dropFirst().joined(separator: "/") {
                        case "": detailsByID[id]
                        case "credits": creditsByID[id]
                        default: nil
                        }
                    return body.map { .json($0) } ?? replay.notFound
                }
            })
    }

    /// A `GET /movie/popular` or `GET /search/movie` result item.
    static func listItemJSON(_ movie: MoviePreview, popularity: Double) -> [String: Any] {
        [
            "adult": false,
            "backdrop_path": movie.backdropPath ?? NSNull(),
            "genre_ids": movie.genreIDs,
            "id": movie.id,
            "original_language": movie.originalLanguage,
            "original_title": movie.originalTitle,
            "overview": movie.overview,
            "popularity": popularity,
            "poster_path": movie.posterPath ?? NSNull(),
            "release_date": movie.releaseDate?.description ?? "",
            "title": movie.title,
            "video": false,
            "vote_average": movie.voteAverage,
            "vote_count": movie.voteCount,
        ]
    }

    /// A `GET /movie/{id}` body.
    static func detailsJSON(_ movie: Movie) -> [String: Any] {
        [
            "adult": false,
            "backdrop_path": movie.backdropPath ?? NSNull(),
            "belongs_to_collection": NSNull(),
            "budget": movie.budget ?? 0,
            "genres": movie.genres.map { ["id": $0.id, "name": $0.name] },
            "homepage": movie.homepage?.absoluteString ?? "",
            "id": movie.id,
            "imdb_id": movie.imdbID ?? NSNull(),
            "original_language": movie.originalLanguage,
            "original_title": movie.originalTitle,
            "overview": movie.overview,
            "popularity": 1.0,
            "poster_path": movie.posterPath ?? NSNull(),
            "production_companies": [Any](),
            "production_countries": [Any](),
            "release_date": movie.releaseDate?.description ?? "",
            "revenue": movie.revenue ?? 0,
            "runtime": movie.runtimeMinutes ?? 0,
            "spoken_languages": [Any](),
            "status": movie.status ?? NSNull(),
            "tagline": movie.tagline ?? "",
            "title": movie.title,
            "video": false,
            "vote_average": movie.voteAverage,
            "vote_count": movie.voteCount,
        ]
    }

    /// A `GET /movie/{id}/credits` body.
    static func creditsJSON(_ credits: MovieCredits) -> [String: Any] {
        [
            "id": credits.movieID,
            "cast": credits.cast.enumerated().map { index, member in
                [
                    "adult": false,
                    "cast_id": index + 1,
                    "character": member.character,
                    "credit_id": member.creditID,
                    "gender": 0,
                    "id": member.personID,
                    "known_for_department": "Acting",
                    "name": member.name,
                    "order": member.order,
                    "original_name": member.name,
                    "popularity": 1.0,
                    "profile_path": member.profilePath ?? NSNull(),
                ] as [String: Any]
            },
            "crew": credits.crew.map { member in
                [
                    "adult": false,
                    "credit_id": member.creditID,
                    "department": member.department,
                    "gender": 0,
                    "id": member.personID,
                    "job": member.job,
                    "known_for_department": member.department,
                    "name": member.name,
                    "original_name": member.name,
                    "popularity": 1.0,
                    "profile_path": member.profilePath ?? NSNull(),
                ] as [String: Any]
            },
        ]
    }
}
