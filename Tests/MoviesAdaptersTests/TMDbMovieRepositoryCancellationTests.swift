import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Testing

@Suite("TMDb repositories: cancellation and an unusable base URL")
struct TMDbMovieRepositoryCancellationTests {
    /// The error of each call of the movie repository (`nil` for a success): movie, credits, popular, search.
    private static func callEach(_ repository: TMDbMovieRepository) async -> [MovieRepositoryError?] {
        var errors: [MovieRepositoryError?] = [nil, nil, nil, nil]
        do { _ = try await repository.movie(withID: 1) } catch { errors[0] = error }
        do { _ = try await repository.credits(forMovieWithID: 1) } catch { errors[1] = error }
        do { _ = try await repository.popularMovies(page: 1) } catch { errors[2] = error }
        do { _ = try await repository.searchMovies(query: "x", page: 1) } catch { errors[3] = error }
        return errors
    }

    private static func repository(_ client: any UpstreamClient, baseURL: URL? = nil) -> TMDbMovieRepository {
        TMDbMovieRepository(
            configuration: TMDbConfiguration(
                credential: .apiKey("k"), baseURL: baseURL ?? TMDbConfiguration.defaultBaseURL),
            httpClient: client
        )
    }

    @Test("the transport's .cancelled is the port's .cancelled for every call")
    func transportCancelled() async {
        // Given
        let client = ScriptedUpstreamClient([.failure(.cancelled)])

        // When
        let errors = await Self.callEach(Self.repository(client))

        // Then
        #expect(errors == [.upstream(.cancelled), .upstream(.cancelled), .upstream(.cancelled), .upstream(.cancelled)])
        #expect(client.requests.count == 4)
    }

    @Test(
        "any transport failure while the calling task is cancelled is .cancelled",
        arguments: [UpstreamClientError.connectionLost, .timedOut, .invalidResponse, .failed(code: -999)]
    )
    func failureWhileCancelled(failure: UpstreamClientError) async {
        // Given: a client that reports the cancellation as some other failure, and cancels the caller meanwhile.
        let client = ScriptedUpstreamClient([.failure(failure)]) { _ in withUnsafeCurrentTask { $0?.cancel() } }
        let repository = Self.repository(client)

        // When
        let errors = await Task { await Self.callEach(repository) }.value

        // Then
        #expect(errors == [.upstream(.cancelled), .upstream(.cancelled), .upstream(.cancelled), .upstream(.cancelled)])
        #expect(client.requests.count == 1)
    }

    @Test("a task cancelled before the call sends nothing and gets .cancelled")
    func cancelledBeforeCalling() async {
        // Given
        let client = ScriptedUpstreamClient(statuses: [200])
        let repository = Self.repository(client)

        // When
        let errors = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Self.callEach(repository)
        }.value

        // Then
        #expect(errors == [.upstream(.cancelled), .upstream(.cancelled), .upstream(.cancelled), .upstream(.cancelled)])
        #expect(client.requests.isEmpty)
    }

    @Test("cancelling the caller while the server has not answered ends the call with .cancelled")
    func cancelledInFlight() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", .unanswered)
            let repository = TMDbHarness(server: server).movies
            let call = Task { () async throws(MovieRepositoryError) -> Movie in try await repository.movie(withID: 640)
            }
            _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/3/movie/640" }

            // When
            call.cancel()
            let result = await call.result

            // Then
            #expect(throws: MovieRepositoryError.upstream(.cancelled)) { try result.get() }
            #expect(server.requests.count == 1)
        }
    }

    @Test(
        "a base URL no request can be built on is .unavailable without a request, for both repositories",
        arguments: ["file:///tmp/3", "ftp://api.themoviedb.org/3", "https://api.themoviedb.org/3?api_key=x", "3"]
    )
    func unusableBaseURL(text: String) async throws {
        // Given
        let baseURL = try #require(URL(string: text))
        let client = ScriptedUpstreamClient(statuses: [200])
        let images = TMDbImageConfigurationRepository(
            configuration: TMDbConfiguration(credential: .apiKey("k"), baseURL: baseURL), httpClient: client
        )

        // When
        let errors = await Self.callEach(Self.repository(client, baseURL: baseURL))
        let imageError = await #expect(throws: UpstreamFailure.self) {
            try await images.imageConfiguration()
        }

        // Then
        #expect(
            errors == [
                .upstream(.unavailable), .upstream(.unavailable), .upstream(.unavailable), .upstream(.unavailable),
            ])
        #expect(imageError == .unavailable)
        #expect(client.requests.isEmpty)
    }

    @Test("a URL the transport refuses to send (.invalidRequest) is .unavailable, like an unreachable service")
    func transportInvalidRequest() async {
        // Given
        let client = ScriptedUpstreamClient([.failure(.invalidRequest)])

        // When
        let errors = await Self.callEach(Self.repository(client))

        // Then
        #expect(
            errors == [
                .upstream(.unavailable), .upstream(.unavailable), .upstream(.unavailable), .upstream(.unavailable),
            ])
    }
}
