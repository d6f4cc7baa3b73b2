import Foundation
import HTTPTransport
import MoviesDomain

/// ``MoviesDomain/MovieRatingRepository`` on TMDb's v3 API, with the configured credential (and, for the list, the
/// language); the guest session travels as the `guest_session_id` query item, or in the list's path:
///
/// | call | request | answers |
/// |---|---|---|
/// | ``newGuestSession()`` | `GET /authentication/guest_session/new` | 200 `{"success": true, "guest_session_id": …}` |
/// | ``rate(movieID:rating:session:)`` | `POST /movie/{id}/rating?guest_session_id=…` `{"value": 8.5}` | 201 `status_code` 1 → ``RatingChange/added``, 12 → ``RatingChange/replaced`` |
/// | ``removeRating(movieID:session:)`` | `DELETE /movie/{id}/rating?guest_session_id=…` | 200 `status_code` 13 |
/// | ``ratedMovies(page:session:)`` | `GET /guest_session/{id}/rated/movies?page=N` | a page of movies, each with its `rating` |
///
/// Failures: 400 with `status_code` 18 → `.invalidValue(message:)` (TMDb's message, control characters removed, at
/// most 200 characters); 401 with `status_code` 3 → `.sessionNotValid` (an unknown or expired guest session);
/// other 401/403 → `.upstream(.unauthorized)` (the API key or token); 404 → `.notFound(movieID:)` for a movie, and
/// `.upstream(.unavailable)` for the session and the list (the service is not at the configured address); the
/// rest as ``MoviesDomain/MovieRepository``'s adapter maps them (429, 5xx, transport failures, cancellation). A
/// 2xx that is not what TMDb promises (another `status_code`, a rating off the scale, another page) is
/// `.invalidResponse`. A movie id below 1 is `.notFound` without a request.
///
/// Retrying (`RetryPolicy`): the rating `POST` is declared idempotent in effect, since it sets the
/// session's rating to a value and a second one leaves the same rating; a retried rating whose first attempt did
/// reach TMDb answers ``RatingChange/replaced``. The `DELETE` is idempotent. None of these answers is kept by a
/// cache: the writes are unsafe methods, and the two reads say `Cache-Control: no-store` (a new guest session must
/// never be handed to a second visitor, and the rated list changes with every rating).
package final class TMDbMovieRatingRepository: MovieRatingRepository {
    private let client: TMDbClient
    /// Where TMDb is and how this repository authenticates (the credential never shows in a description).
    package var configuration: TMDbConfiguration { client.configuration }

    /// The query item the guest session travels as.
    package static let sessionQueryItem = "guest_session_id"
    /// TMDb's `status_code` for "the item/record was updated successfully" (a rating replaced).
    static let replacedStatusCode = 12
    /// TMDb's `status_code` for "success" (a first rating).
    static let addedStatusCode = 1
    /// TMDb's `status_code` for "the item/record was deleted successfully".
    static let deletedStatusCode = 13
    /// TMDb's `status_code` for a value it refuses.
    static let invalidValueStatusCode = 18
    /// TMDb's `status_code` for "authentication failed": with a 401 on a guest-session call, the session.
    static let sessionFailedStatusCode = 3
    /// The longest message of a refused value passed on.
    static let maximumMessageLength = 200

    private static let noStore = ["Cache-Control": "no-store"]

    /// A repository that sends its requests through `httpClient` (`AppDependencies.makeProductionUpstreamClient(…)` puts retries, the cache and load shedding in front).
    package init(configuration: TMDbConfiguration, httpClient: any UpstreamClient) {
        self.client = TMDbClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /authentication/guest_session/new`.
    package func newGuestSession() async throws(UpstreamFailure) -> GuestSessionID {
        do throws(JSONAPIFailure) {
            let response = try await client.response(
                method: "GET", path: "/authentication/guest_session/new", headers: Self.noStore)
            if let failure = JSONAPIClient.failure(for: response, otherStatus: TMDbClient.otherStatus) {
                throw failure
            }
            let dto = try JSONAPIClient.decode(TMDbGuestSessionDTO.self, from: response.body)
            guard dto.success, let session = try? GuestSessionID(dto.guestSessionID) else {
                throw JSONAPIFailure.invalidResponse
            }
            return session
        } catch {
            throw error.upstreamFailure
        }
    }

    /// `POST /movie/{id}/rating?guest_session_id=…` with `{"value": …}`.
    package func rate(
        movieID: Int, rating: MovieRating, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatingChange {
        guard movieID > 0 else { throw .notFound(movieID: movieID) }
        let body = Data(#"{"value":\#(rating.description)}"#.utf8)
        let response = try await send(
            method: "POST", path: "/movie/\(movieID)/rating", session: session, body: body, movieID: movieID)
        switch try Self.statusCode(of: response) {
        case Self.addedStatusCode: return .added
        case Self.replacedStatusCode: return .replaced
        default: throw .upstream(.invalidResponse)
        }
    }

    /// `DELETE /movie/{id}/rating?guest_session_id=…`.
    package func removeRating(movieID: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) {
        guard movieID > 0 else { throw .notFound(movieID: movieID) }
        let response = try await send(
            method: "DELETE", path: "/movie/\(movieID)/rating", session: session, body: nil, movieID: movieID)
        guard try Self.statusCode(of: response) == Self.deletedStatusCode else { throw .upstream(.invalidResponse) }
    }

    /// `GET /guest_session/{id}/rated/movies?page=N`.
    package func ratedMovies(
        page: Int, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatedMoviePage {
        guard (1...MoviePage.maximumPage).contains(page) else { throw .upstream(.rejected) }
        let response: UpstreamResponse
        do {
            response = try await client.response(
                method: "GET", path: "/guest_session/\(session.secret)/rated/movies",
                query: [(name: "page", value: String(page))], includesLanguage: true, headers: Self.noStore)
        } catch {
            throw .upstream(error.upstreamFailure)
        }
        if let failure = Self.failure(of: response, movieID: nil) { throw failure }
        do throws(JSONAPIFailure) {
            let dto = try JSONAPIClient.decode(TMDbRatedMoviePageDTO.self, from: response.body)
            return try TMDbMovieMapper.ratedMoviePage(dto, asked: page)
        } catch {
            throw .upstream(error.upstreamFailure)
        }
    }

    /// Sends a write on `session` and returns its 2xx answer, or throws what any other answer means.
    private func send(
        method: String, path: String, session: GuestSessionID, body: Data?, movieID: Int
    ) async throws(MovieRatingRepositoryError) -> UpstreamResponse {
        let response: UpstreamResponse
        do {
            response = try await client.response(
                method: method, path: path, query: [(name: Self.sessionQueryItem, value: session.secret)],
                jsonBody: body, isIdempotentInEffect: true)
        } catch {
            throw .upstream(error.upstreamFailure)
        }
        if let failure = Self.failure(of: response, movieID: movieID) { throw failure }
        return response
    }

    /// The `status_code` of a 2xx write answer.
    private static func statusCode(of response: UpstreamResponse) throws(MovieRatingRepositoryError) -> Int {
        guard let dto = try? JSONDecoder().decode(TMDbStatusDTO.self, from: response.body) else {
            throw .upstream(.invalidResponse)
        }
        return dto.statusCode
    }

    /// `nil` for a 2xx answer, else what it means: the guest-session and value statuses first, then the ones every
    /// TMDb call shares.
    static func failure(of response: UpstreamResponse, movieID: Int?) -> MovieRatingRepositoryError? {
        guard !response.isSuccess else { return nil }
        let tmdb = try? JSONDecoder().decode(TMDbErrorDTO.self, from: response.body)
        if response.statusCode == 400, tmdb?.statusCode == invalidValueStatusCode {
            return .invalidValue(message: message(tmdb?.statusMessage))
        }
        if response.statusCode == 401, tmdb?.statusCode == sessionFailedStatusCode { return .sessionNotValid }
        switch JSONAPIClient.failure(for: response, otherStatus: TMDbClient.otherStatus) {
        case .notFound: return movieID.map { .notFound(movieID: $0) } ?? .upstream(.unavailable)
        case .upstream(let failure): return .upstream(failure)
        case nil: return .upstream(.invalidResponse)
        }
    }

    /// TMDb's message as one safe line: control characters become spaces, at most ``maximumMessageLength``
    /// characters; a missing message is `the value was refused`.
    private static func message(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "the value was refused" }
        let scalars = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }
        return String(String(String.UnicodeScalarView(scalars)).prefix(maximumMessageLength))
    }
}

// What backs this adapter, for the dependencies report and the refusal of a live port under `-uitest`.
extension TMDbMovieRatingRepository: PortAdapter {
    /// TMDb at the configured base URL, with the kind of credential sent (never the credential itself); the guest
    /// session each call carries is the caller's, never part of the wiring.
    package var backing: PortBacking {
        .live(baseURL: configuration.baseURL, credential: configuration.credential.description)
    }
}
