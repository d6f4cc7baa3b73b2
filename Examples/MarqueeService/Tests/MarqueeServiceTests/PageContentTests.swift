import Foundation
import HummingbirdTesting
import Testing

@testable import MarqueeService

/// What the movie and character pages show of their data, each fact under its `data-testid`, in process on the
/// standard stubs (the UI tests read the same identifiers in Chromium).
@Suite("The pages show what the data holds")
struct PageContentTests {
    @Test("A movie page shows its tagline, director, release date, runtime, rating and poster, each with its test id")
    func movieFacts() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let html = try await client.get("/movies/550").text

            // Then
            #expect(html.contains(#"data-testid="movieDetails.tagline"><em>Mischief. Mayhem. Soap.</em>"#))
            // (Fight Club's whole recorded crew: only its director is named)
            #expect(html.contains(#"<dt>Director</dt><dd data-testid="movieDetails.directors">David Fincher</dd>"#))
            #expect(html.contains(#"data-testid="movieDetails.releaseDate">1999-10-15<"#))
            #expect(html.contains(#"data-testid="movieDetails.runtime">139 min<"#))
            #expect(html.contains(#"data-testid="movieDetails.rating">★ 8.4 (26279 votes)<"#))
            #expect(html.contains(#"<img class="poster" src="/__uitest/images/image.tmdb.org/t/p/w500/"#))
            #expect(!html.contains("movieDetails.posterPlaceholder"))
        }
    }

    @Test("Several directors are all named, under a plural label")
    func severalDirectors() async throws {
        try await ServiceUnderTest.stubs().run { client in
            let html = try await client.get("/movies/603").text

            #expect(
                html.contains(
                    #"<dt>Directors</dt><dd data-testid="movieDetails.directors">Lana Wachowski, Lilly Wachowski</dd>"#
                ))
        }
    }

    @Test("A movie without a poster renders a text placeholder and no <img>; without a tagline, no tagline")
    func movieWithoutPoster() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given Gladiator, which the stubs carry without a poster and without a tagline
            // When
            let html = try await client.get("/movies/98").text

            // Then
            #expect(html.contains(#"data-testid="movieDetails.title">Gladiator<"#))
            #expect(!html.contains("<img"))
            #expect(
                html.contains(
                    #"<p class="poster placeholder" data-testid="movieDetails.posterPlaceholder">No poster</p>"#))
            #expect(!html.contains("movieDetails.tagline"))
        }
    }

    @Test("A character page shows species, type, gender, origin and last known location, each with its test id")
    func characterFacts() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let aquaMorty = try await client.get("/characters/21").text
            let rick = try await client.get("/characters/1").text

            // Then
            #expect(aquaMorty.contains(#"data-testid="characterDetails.species">Humanoid<"#))
            #expect(aquaMorty.contains(#"data-testid="characterDetails.type">Fish-Person<"#))
            #expect(aquaMorty.contains(#"data-testid="characterDetails.gender">Male<"#))
            #expect(aquaMorty.contains(#"data-testid="characterDetails.origin">unknown<"#))
            #expect(
                aquaMorty.contains(
                    #"Last known location</dt><dd data-testid="characterDetails.location">Citadel of Ricks<"#))
            #expect(rick.contains(#"data-testid="characterDetails.type">None<"#), "no type in the data says so")
            #expect(rick.contains(#"data-testid="characterDetails.origin">Earth (C-137)<"#))
        }
    }

    @Test("Every text from the data is escaped on the movie and character pages, attributes included")
    func dataIsEscaped() throws {
        // Given view models whose every text is markup
        let hostile = #"<script>alert("x")</script> & 'y'"#
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"
        let templates = try PageTemplates.bundled()
        let movie = MovieView(
            title: hostile, tagline: hostile, posterURL: #"https://x.test/a.jpg" onerror="alert(1)"#,
            directorsLabel: "Director", directors: hostile, releaseDate: hostile, runtime: hostile, genres: hostile,
            rating: hostile, overview: hostile, hasCast: true, cast: [.init(name: hostile, character: hostile)],
            castUnavailable: hostile)
        let character = CharacterView(
            name: hostile, imageURL: #"https://x.test/a.jpg" onerror="alert(1)"#, status: hostile, species: hostile,
            type: hostile, gender: hostile, origin: hostile, location: hostile, hasEpisodes: true,
            episodes: [.init(code: "S01E01", name: hostile, airDate: hostile)])

        // When
        let pages = [
            templates.render(MovieDetailsPage(documentTitle: hostile, error: nil, movie: movie, ratingForm: nil)),
            templates.render(CharacterDetailsPage(documentTitle: hostile, error: nil, character: character)),
        ]

        // Then
        for html in pages {
            #expect(!html.contains("<script"))
            #expect(!html.contains(#"" onerror"#))
            #expect(html.contains(escaped))
        }
    }
}
