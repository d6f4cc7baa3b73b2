import Foundation
import FuzzSupport
import HTTPTransport
import MoviesDomain

@testable import MoviesAdapters

// TMDb payloads, bytes → DTO → domain, through the production adapters (`TMDbMovieRepository`,
// `TMDbImageConfigurationRepository`) answered by a canned response. Input: an operation byte, a status byte, a
// parameter byte (page or id), then the body. Properties, for any body:
// - a success status gives a value or `invalidResponse`, never another error and never a trap;
// - an error status never gives a value;
// - every value keeps the domain's invariants: ids from 1, page 1–500 and the page asked for, totals not
//   negative, runtime/budget/revenue positive when present, release dates real days that print and re-parse.

let configuration = TMDbConfiguration(credential: .bearerToken("fuzz-token-not-a-secret"))

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let operation = input.byte() % 5
    let status = CannedUpstreamClient.statuses[Int(input.byte()) % CannedUpstreamClient.statuses.count]
    let parameter = Int(input.byte()) + 1
    let client = CannedUpstreamClient(statusCode: status, body: input.rest)
    let success = (200...299).contains(status)

    if operation == 4 {
        let repository = TMDbImageConfigurationRepository(configuration: configuration, httpClient: client)
        let result = Fuzz.blocking { () async -> Result<ImageConfiguration, UpstreamFailure> in
            do throws(UpstreamFailure) {
                return .success(try await repository.imageConfiguration())
            } catch { return .failure(error) }
        }
        switch result {
        case .success(let value):
            Fuzz.require(success, "status \(status) gave a configuration")
            Fuzz.require(value.secureBaseURL.scheme != nil, "configuration without a scheme: \(value.secureBaseURL)")
        case .failure(let error):
            Fuzz.require(!success || error == .invalidResponse, "status \(status) gave \(error)")
        }
        return 0
    }

    let repository = TMDbMovieRepository(configuration: configuration, httpClient: client)
    let result = Fuzz.blocking { () async -> Result<MovieValue, MovieRepositoryError> in
        do throws(MovieRepositoryError) {
            switch operation {
            case 0: return .success(.page(try await repository.popularMovies(page: parameter)))
            case 1: return .success(.page(try await repository.searchMovies(query: "fuzz", page: parameter)))
            case 2: return .success(.movie(try await repository.movie(withID: parameter)))
            default: return .success(.credits(try await repository.credits(forMovieWithID: parameter)))
            }
        } catch {
            return .failure(error)
        }
    }
    switch result {
    case .failure(let error):
        Fuzz.require(!success || error == .upstream(.invalidResponse), "status \(status) gave \(error)")
    case .success(let value):
        Fuzz.require(success, "status \(status) gave a value")
        switch value {
        case .page(let page):
            Fuzz.require(page.page == parameter, "asked for page \(parameter), got page \(page.page)")
            Fuzz.require((0...500).contains(page.totalPages), "total pages \(page.totalPages)")
            Fuzz.require(page.totalResults >= 0, "total results \(page.totalResults)")
            for movie in page.results {
                Fuzz.require(movie.id >= 1, "movie id \(movie.id)")
                Fuzz.require(movie.genreIDs.allSatisfy { $0 >= 1 }, "genre ids \(movie.genreIDs)")
                check(movie.releaseDate)
            }
        case .movie(let movie):
            Fuzz.require(movie.id >= 1, "movie id \(movie.id)")
            Fuzz.require(movie.genres.allSatisfy { $0.id >= 1 }, "genres \(movie.genres)")
            for amount in [movie.runtimeMinutes, movie.budget, movie.revenue].compactMap({ $0 }) {
                Fuzz.require(amount >= 1, "runtime, budget or revenue \(amount)")
            }
            check(movie.releaseDate)
        case .credits(let credits):
            Fuzz.require(credits.movieID >= 1, "credits of movie \(credits.movieID)")
            let people = credits.cast.map(\.personID) + credits.crew.map(\.personID)
            Fuzz.require(people.allSatisfy { $0 >= 1 }, "person ids \(people)")
        }
    }
    return 0
}

enum MovieValue: Sendable {
    case page(MoviePage)
    case movie(Movie)
    case credits(MovieCredits)
}

func check(_ date: CalendarDate?) {
    guard let date else { return }
    Fuzz.require(CalendarDate(iso8601: date.description) == date, "release date \(date) does not re-parse")
}

Fuzz.run(testOneInput)
