import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesDomain
import Testing

@testable import MoviesAdapters

@Suite("TMDb movie DTOs and mapper, on recorded payloads")
struct TMDbMovieMapperTests {
    private func page(_ fixture: String) throws -> MoviePage {
        let dto = try JSONAPIClient.decode(TMDbMoviePageDTO.self, from: JSONFixture.data(fixture, in: .module))
        return try TMDbMovieMapper.moviePage(dto)
    }

    @Test("a popular page maps field by field, and total pages are capped at TMDb's 500")
    func popularPage() throws {
        // Given / When
        let page = try page("tmdb-popular-page")

        // Then
        #expect(page.page == 1)
        #expect(page.results.count == 20)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 760_569)
        #expect(page.hasNextPage)
        let first = try #require(page.results.first)
        #expect(first.id == 640_146)
        #expect(first.title == "Ant-Man and the Wasp: Quantumania")
        #expect(first.originalTitle == "Ant-Man and the Wasp: Quantumania")
        #expect(first.originalLanguage == "en")
        #expect(first.overview.hasPrefix("Super-Hero partners Scott Lang and Hope van Dyne"))
        #expect(first.releaseDate == CalendarDate(year: 2023, month: 2, day: 15))
        #expect(first.posterPath == "/ngl2FKBlU4fhbdsrtdom9LVLBXw.jpg")
        #expect(first.backdropPath == "/gMJngTNfaqCSCqGD4y8lVMZXKDn.jpg")
        #expect(first.genreIDs == [28, 12, 878])
        #expect(first.voteAverage == 6.5)
        #expect(first.voteCount == 1886)
    }

    @Test("non-ASCII titles and overviews survive unchanged")
    func nonASCII() throws {
        // Given / When
        let popular = try page("tmdb-popular-page")
        let search = try page("tmdb-search-page")

        // Then
        let boksoon = try #require(popular.results.first { $0.id == 849_869 })
        #expect(boksoon.title == "Kill Boksoon")
        #expect(boksoon.originalTitle == "길복순")
        #expect(boksoon.originalLanguage == "ko")
        let mario = try #require(popular.results.first { $0.id == 502_356 })
        #expect(mario.overview.contains("plumbers—and brothers—Mario"))
        let russian = try #require(search.results.first { $0.id == 973_534 })
        #expect(russian.originalTitle == "Бойцовский клуб (русская версия)")
    }

    @Test("a search page keeps null image paths and empty release dates as nil")
    func searchPageAbsentValues() throws {
        // Given / When
        let page = try page("tmdb-search-page")

        // Then
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 39)
        #expect(page.results.filter { $0.posterPath == nil }.count == 6)
        #expect(page.results.filter { $0.backdropPath == nil }.count == 16)
        #expect(page.results.filter { $0.releaseDate == nil }.count == 2)
        let russian = try #require(page.results.first { $0.id == 973_534 })
        #expect(russian.releaseDate == nil)
        #expect(russian.posterPath == nil)
        #expect(russian.backdropPath == nil)
        #expect(russian.genreIDs.isEmpty)
        let leopard = try #require(page.results.first { $0.id == 944_789 })
        #expect(leopard.releaseDate == nil)
        #expect(leopard.posterPath == "/pNhu0kvxvBJhpzDEwKf9Zdphbfg.jpg")
        let fightClub = try #require(page.results.first)
        #expect(fightClub.id == 550)
        #expect(fightClub.releaseDate == CalendarDate(year: 1999, month: 10, day: 15))
        #expect(fightClub.voteAverage == 8.433)
    }

    @Test("movie details map field by field; an empty homepage is nil")
    func details() throws {
        // Given
        let dto = try JSONAPIClient.decode(
            TMDbMovieDetailsDTO.self, from: JSONFixture.data("tmdb-movie-details-640", in: .module))

        // When
        let movie = try TMDbMovieMapper.movie(dto)

        // Then
        #expect(movie.id == 640)
        #expect(movie.title == "Catch Me If You Can")
        #expect(movie.originalTitle == "Catch Me If You Can")
        #expect(movie.originalLanguage == "en")
        #expect(movie.overview.hasPrefix("A true story about Frank Abagnale Jr."))
        #expect(movie.tagline == "The true story of a real fake.")
        #expect(movie.releaseDate == CalendarDate(year: 2002, month: 12, day: 25))
        #expect(movie.runtimeMinutes == 141)
        #expect(movie.genres == [Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")])
        #expect(movie.status == "Released")
        #expect(movie.homepage == nil)
        #expect(movie.imdbID == "tt0264464")
        #expect(movie.budget == 52_000_000)
        #expect(movie.revenue == 352_114_312)
        #expect(movie.posterPath == "/ctjEj2xM32OvBXCq8zAdK3ZrsAj.jpg")
        #expect(movie.backdropPath == "/rwcEaZghpbt6mV0lRQ9ymz5oM9B.jpg")
        #expect(movie.voteAverage == 7.9)
        #expect(movie.voteCount == 11_242)
    }

    @Test("credits map cast and crew field by field, null profile paths included")
    func credits() throws {
        // Given
        let dto = try JSONAPIClient.decode(TMDbCreditsDTO.self, from: JSONFixture.data("tmdb-credits", in: .module))

        // When
        let credits = try TMDbMovieMapper.credits(dto)

        // Then
        #expect(credits.movieID == 550)
        #expect(credits.cast.count == 76)
        #expect(credits.crew.count == 175)
        #expect(
            credits.cast.first
                == CastMember(
                    creditID: "52fe4250c3a36847f80149f3", personID: 819, name: "Edward Norton",
                    character: "The Narrator", order: 0, profilePath: "/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"
                )
        )
        let walker = try #require(credits.cast.first { $0.creditID == "588651eac3a3684628003490" })
        #expect(walker.profilePath == nil)
        #expect(walker.order == 23)
        #expect(
            credits.crew.first { $0.job == "Director" }
                == CrewMember(
                    creditID: "631f0289568463007bbe28a5", personID: 7467, name: "David Fincher", job: "Director",
                    department: "Directing", profilePath: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"
                )
        )
        #expect(credits.crew.contains { $0.name == "Fríða Aradóttir" })
    }
}
