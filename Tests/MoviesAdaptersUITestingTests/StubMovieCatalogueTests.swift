import Foundation
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@Suite("Stub movie data")
struct StubMovieCatalogueTests {
    let catalogue = StubMovieCatalogue.standard

    @Test("There are at least 40 movies with distinct ids, enough for two full popular pages")
    func size() {
        // Given
        let ids = catalogue.movies.map(\.id)

        // When
        let distinct = Set(ids)

        // Then
        #expect(ids.count >= 40)
        #expect(distinct.count == ids.count)
        #expect(ids.count / StubMovieRepository.pageSize >= 2)
    }

    @Test("Every movie on every popular page and in every search resolves to its details and credits")
    func referentialIntegrity() async throws {
        // Given
        let repository = StubMovieRepository(clock: TestClock())
        let first = try await repository.popularMovies(page: 1)
        var listed: [MoviePreview] = []
        for page in 1...(first.totalPages + 1) {
            listed += try await repository.popularMovies(page: page).results
        }
        for query in ["the", "a", "fight club", "e", "기생충"] {
            let hits = try await repository.searchMovies(query: query, page: 1)
            for page in 1...max(1, hits.totalPages) {
                listed += try await repository.searchMovies(query: query, page: page).results
            }
        }

        // When
        var unresolved: [Int] = []
        for preview in listed {
            do {
                let movie = try await repository.movie(withID: preview.id)
                let credits = try await repository.credits(forMovieWithID: preview.id)
                if StubMovieCatalogue.preview(of: movie) != preview || credits.movieID != preview.id {
                    unresolved.append(preview.id)
                }
            } catch {
                unresolved.append(preview.id)
            }
        }

        // Then
        #expect(listed.count >= catalogue.movies.count)
        #expect(unresolved.isEmpty, "ids that do not resolve consistently: \(unresolved)")
        #expect(Set(listed.map(\.id)).isSubset(of: Set(catalogue.movies.map(\.id))))
    }

    @Test("Every movie's credits belong to it, with unique credit ids, billing order 0, 1, 2 … and known people")
    func creditsAreConsistent() throws {
        for movie in catalogue.movies {
            // Given
            let credits = try #require(catalogue.credits[movie.id])

            // When
            let creditIDs = credits.cast.map(\.creditID) + credits.crew.map(\.creditID)

            // Then
            #expect(credits.movieID == movie.id)
            #expect(Set(creditIDs).count == creditIDs.count, "repeated credit id in \(movie.id)")
            #expect(credits.cast.map(\.order) == Array(0..<credits.cast.count), "billing order of \(movie.id)")
            // Principal cast only, except Fight Club, whose recorded credits the stub carries whole (the contract
            // tests compare them with what the TMDb adapter reads from the recording).
            #expect(credits.cast.count <= 5 || movie.id == 550, "principal cast of \(movie.id)")
            #expect(credits.cast.allSatisfy { $0.personID > 0 && !$0.name.isEmpty && !$0.character.isEmpty })
            #expect(credits.crew.allSatisfy { $0.personID > 0 && !$0.name.isEmpty && !$0.job.isEmpty })
        }
    }

    @Test("Most movies have principal cast and a director")
    func mostMoviesHaveCredits() {
        // Given
        let credits = catalogue.movies.compactMap { catalogue.credits[$0.id] }

        // When
        let withCast = credits.filter { $0.cast.count >= 3 }
        let withDirector = credits.filter { $0.crew.contains { $0.job == "Director" } }

        // Then
        #expect(withCast.count >= 30)
        #expect(withDirector.count >= 25)
    }

    @Test("Every movie is a plausible TMDb record: title, release day, known genres, TMDb image paths, vote range")
    func fieldsArePlausible() {
        for movie in catalogue.movies {
            // Given
            let knownGenres: Set<Int> = [
                28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878,
                10770, 53, 10752, 37,
            ]

            // When
            let paths = [movie.posterPath, movie.backdropPath].compactMap { $0 }

            // Then
            #expect(!movie.title.isEmpty && !movie.originalTitle.isEmpty && !movie.overview.isEmpty)
            #expect(movie.releaseDate != nil)
            #expect(movie.status == "Released")
            #expect(!movie.genres.isEmpty && movie.genres.allSatisfy { knownGenres.contains($0.id) })
            #expect(paths.allSatisfy { $0.hasPrefix("/") && $0.hasSuffix(".jpg") })
            #expect((0...10).contains(movie.voteAverage) && movie.voteCount > 0)
            #expect(movie.runtimeMinutes.map { $0 > 0 } ?? true)
            #expect(movie.imdbID.map { $0.hasPrefix("tt") } ?? true)
        }
    }

    @Test("Page 1 is TMDb's recorded popular page, in its order")
    func recordedPopularPage() {
        // Given
        let recorded = [
            640146, 502356, 594767, 76600, 948713, 677179, 638974, 713704, 315162, 603692, 1048300, 804150, 1008005,
            946310, 1104040, 700391, 758323, 842945, 849869, 1033219,
        ]

        // When
        let firstTwenty = catalogue.movies.prefix(20).map(\.id)

        // Then
        #expect(firstTwenty == recorded)
    }

    @Test(
        "Well-known films carry their real TMDb ids, titles and release days",
        arguments: [
            (550, "Fight Club", "1999-10-15"), (13, "Forrest Gump", "1994-06-23"), (680, "Pulp Fiction", "1994-09-10"),
            (155, "The Dark Knight", "2008-07-16"), (27205, "Inception", "2010-07-15"),
            (603, "The Matrix", "1999-03-30"),
            (238, "The Godfather", "1972-03-14"), (278, "The Shawshank Redemption", "1994-09-23"),
            (640, "Catch Me If You Can", "2002-12-25"),
        ])
    func wellKnownFilms(id: Int, title: String, releaseDate: String) throws {
        // Given
        let movie = try #require(catalogue.movie(withID: id))

        // When
        let day = movie.releaseDate?.description

        // Then
        #expect(movie.title == title)
        #expect(day == releaseDate)
    }

    @Test("Fight Club's credits are TMDb's recorded ones")
    func fightClubCredits() throws {
        // Given
        let credits = try #require(catalogue.credits[550])

        // When
        let narrator = try #require(credits.cast.first)
        let director = try #require(credits.crew.first { $0.job == "Director" })

        // Then
        #expect(
            narrator
                == CastMember(
                    creditID: "52fe4250c3a36847f80149f3", personID: 819, name: "Edward Norton",
                    character: "The Narrator",
                    order: 0, profilePath: "/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"))
        #expect(director.personID == 7467 && director.name == "David Fincher")
        #expect(
            credits.cast.prefix(5).map(\.name) == [
                "Edward Norton", "Brad Pitt", "Helena Bonham Carter", "Meat Loaf", "Jared Leto",
            ])
        #expect(credits.cast.count == 76 && credits.crew.count == 175, "the whole recorded credits")
    }

    @Test("The image configuration is TMDb's recorded one")
    func imageConfiguration() {
        // Given
        let configuration = StubImageConfigurationRepository.standardConfiguration

        // When
        let poster = configuration.url(for: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", kind: .poster, width: 500)

        // Then
        #expect(configuration.secureBaseURL.absoluteString == "https://image.tmdb.org/t/p/")
        #expect(
            configuration.posterSizes.map(\.description) == ["w92", "w154", "w185", "w342", "w500", "w780", "original"])
        #expect(configuration.backdropSizes.map(\.description) == ["w300", "w780", "w1280", "original"])
        #expect(configuration.profileSizes.map(\.description) == ["w45", "w185", "h632", "original"])
        #expect(poster?.absoluteString == "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    }

    @Test("Search by folded titles finds what comparing each title without case and diacritics finds, query by query")
    func searchMatchesTheComparisonItReplaces() {
        // Given: pieces of every title and original title, with their case changed, and queries with diacritics
        let titles = catalogue.movies.flatMap { [$0.title, $0.originalTitle] }
        var queries: Set<String> = [
            "AMÉLIE", "amelie", "Amélie", "é", "E", "ß", "ss", "Æ", "œ", "ﬁ", "ı", "İ", "Ø", "기생충", "생", "–", "·",
            "'", "\u{301}", "e\u{301}", "fight club", "the", "A", "zzz",
        ]
        for title in titles {
            let characters = Array(title)
            for length in [2, 3] where characters.count >= length {
                for start in 0...(characters.count - length) {
                    let piece = String(characters[start..<start + length])
                    queries.formUnion([piece, piece.uppercased(), piece.lowercased()])
                }
            }
        }

        for query in queries.sorted() {
            // When
            let found = catalogue.previews(matching: query).map(\.id)

            // Then
            let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            let expected = catalogue.movies.filter {
                $0.title.range(of: query, options: options) != nil
                    || $0.originalTitle.range(of: query, options: options) != nil
            }.map(\.id)
            #expect(found == expected, "\(query)")
        }
    }

    @Test("A custom catalogue keeps the first of repeated ids and gives movies without credits empty ones")
    func customCatalogue() {
        // Given
        let movies = [Movie.stub(id: 1, title: "One"), .stub(id: 2, title: "Two"), .stub(id: 1, title: "Again")]
        let credits = [MovieCredits.stub(movieID: 1), .stub(movieID: 99)]

        // When
        let custom = StubMovieCatalogue(movies: movies, credits: credits)

        // Then
        #expect(custom.movies.map(\.title) == ["One", "Two"])
        #expect(custom.credits[2] == MovieCredits(movieID: 2, cast: [], crew: []))
        #expect(custom.credits[99] == nil)
        #expect(custom.movie(withID: 1)?.title == "One")
    }
}
