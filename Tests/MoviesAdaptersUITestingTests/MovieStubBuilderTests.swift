import Foundation
import MoviesAdaptersUITesting
import MoviesApplication
import MoviesDomain
import Testing

@Suite("Movie stub builders")
struct MovieStubBuilderTests {
    @Test("A movie stub defaults to Fight Club and changes only the fields named")
    func movieStub() {
        // Given
        let fightClub = Movie.stub()

        // When
        let changed = Movie.stub(id: 13, title: "Forrest Gump")

        // Then
        #expect(
            fightClub.id == 550 && fightClub.title == "Fight Club" && fightClub.releaseDate?.description == "1999-10-15"
        )
        #expect(changed.id == 13 && changed.title == "Forrest Gump")
        #expect(changed.overview == fightClub.overview && changed.genres == fightClub.genres)
    }

    @Test("The list item stub matches the movie stub's list fields")
    func previewMatchesMovie() {
        // Given
        let movie = Movie.stub(genres: [
            .stub(id: 18, name: "Drama"), .stub(id: 53, name: "Thriller"), .stub(id: 35, name: "Comedy"),
        ])

        // When
        let preview = MoviePreview.stub()

        // Then
        #expect(StubMovieCatalogue.preview(of: movie) == preview)
    }

    @Test("Page stubs make their totals consistent with their results unless told otherwise")
    func pageStubs() {
        // Given
        let previews = [MoviePreview.stub(id: 1), .stub(id: 2)]

        // When
        let page = MoviePage.stub(page: 2, results: previews)
        let empty = MoviePage.stub(results: [])
        let explicit = MoviePage.stub(totalPages: 9, totalResults: 170)

        // Then
        #expect(page.totalResults == 2 && page.totalPages == 2)
        #expect(empty.totalPages == 0 && empty.totalResults == 0)
        #expect(explicit.totalPages == 9 && explicit.totalResults == 170 && explicit.results.count == 1)
    }

    @Test("Credit, genre, date and configuration stubs have real defaults")
    func smallStubs() {
        // Given
        let credits = MovieCredits.stub()

        // When
        let configuration = ImageConfiguration.stub()

        // Then
        #expect(credits.cast == [.stub()] && credits.crew == [.stub()])
        #expect(CastMember.stub().name == "Edward Norton" && CrewMember.stub().job == "Director")
        #expect(Genre.stub() == Genre(id: 18, name: "Drama"))
        #expect(configuration == StubImageConfigurationRepository.standardConfiguration)
        #expect(ImageConfiguration.stub(posterSizes: []).posterSizes.isEmpty)
    }

    @Test("The details stub resolves image URLs as the real use case does, unless told not to")
    func detailsStub() {
        // Given
        let movie = Movie.stub(posterPath: "/poster.jpg", backdropPath: nil)

        // When
        let details = MovieDetails.stub(movie: movie)
        let bare = MovieDetails.stub(resolveImages: false)

        // Then
        #expect(details.posterURL?.absoluteString == "https://image.tmdb.org/t/p/w500/poster.jpg")
        #expect(details.backdropURL == nil)
        #expect((details.castProfileURLs + details.crewProfileURLs).compactMap { $0 }.count == 2)
        #expect(bare.posterURL == nil && (bare.castProfileURLs + bare.crewProfileURLs).allSatisfy { $0 == nil })
    }
}
