import Foundation
import MarqueeTestSupport

/// The recorded API payloads copied into `Tests/ContractTests/Fixtures` (from the project's shared recordings):
/// the tests read only their own copies, never a path outside the package.
enum Fixture: String, CaseIterable, Sendable {
    case tmdbPopularPage = "tmdb-popular-page"
    case tmdbMovieDetails640 = "tmdb-movie-details-640"
    case tmdbCredits550 = "tmdb-credits"
    case tmdbConfiguration = "tmdb-configuration"
    case tmdbError401 = "tmdb-error-401"
    case tmdbError404 = "tmdb-error-404"
    case rickAndMortyCharactersPage1 = "rm-characters-page-1"
    case rickAndMortyCharacter19 = "rm-character-19-unknown"
    case rickAndMortyError404 = "rm-error-404"

    /// The payload's bytes, exactly as recorded.
    func data() throws(ContractHarnessError) -> Data {
        do {
            return try JSONFixture.data(rawValue, in: .module)
        } catch {
            throw .missingFixture(rawValue)
        }
    }
}
