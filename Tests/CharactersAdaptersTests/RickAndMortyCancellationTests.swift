import CharactersAdapters
import CharactersDomain
import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("Rick and Morty repositories: cancellation and an unusable base URL")
struct RickAndMortyCancellationTests {
    private static func callEach(_ client: any UpstreamClient, baseURL: URL? = nil) async -> RickAndMortyCallErrors {
        let configuration = RickAndMortyConfiguration(baseURL: baseURL ?? RickAndMortyConfiguration.defaultBaseURL)
        let characters = RickAndMortyCharacterRepository(configuration: configuration, httpClient: client)
        let episodes = RickAndMortyEpisodeRepository(configuration: configuration, httpClient: client)
        var errors = RickAndMortyCallErrors()
        do { _ = try await characters.character(withID: 1) } catch { errors.character = error }
        do { _ = try await characters.characters(page: 1, filter: CharacterFilter(name: "rick")) } catch {
            errors.page = error
        }
        do { _ = try await characters.characters(withIDs: [1, 2]) } catch { errors.batch = error }
        do { _ = try await episodes.episodes(withIDs: [1, 2]) } catch { errors.episodes = error }
        return errors
    }

    @Test("the transport's .cancelled is the port's .cancelled for every call")
    func transportCancelled() async {
        // Given
        let client = ScriptedUpstreamClient([.failure(.cancelled)])

        // When
        let errors = await Self.callEach(client)

        // Then
        #expect(errors == .all(.cancelled))
        #expect(client.requests.count == 4)
    }

    @Test(
        "any transport failure while the calling task is cancelled is .cancelled",
        arguments: [UpstreamClientError.connectionLost, .timedOut, .invalidResponse, .failed(code: -999)]
    )
    func failureWhileCancelled(failure: UpstreamClientError) async {
        // Given: a client that reports the cancellation as some other failure, and cancels the caller meanwhile.
        let client = ScriptedUpstreamClient([.failure(failure)]) { _ in withUnsafeCurrentTask { $0?.cancel() } }

        // When
        let errors = await Task { await Self.callEach(client) }.value

        // Then
        #expect(errors == .all(.cancelled))
        #expect(client.requests.count == 1)
    }

    @Test("a task cancelled before the call sends nothing and gets .cancelled")
    func cancelledBeforeCalling() async {
        // Given
        let client = ScriptedUpstreamClient(statuses: [200])

        // When
        let errors = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Self.callEach(client)
        }.value

        // Then
        #expect(errors == .all(.cancelled))
        #expect(client.requests.isEmpty)
    }

    @Test("cancelling the caller while the server has not answered ends the call with .cancelled")
    func cancelledInFlight() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/episode/1,2", .unanswered)
            let repository = RickAndMortyHarness(server: server).episodes
            let call = Task { () async throws(UpstreamFailure) -> [Episode] in
                try await repository.episodes(withIDs: [2, 1])
            }
            _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/api/episode/1,2" }

            // When
            call.cancel()
            let result = await call.result

            // Then
            #expect(throws: UpstreamFailure.cancelled) { try result.get() }
            #expect(server.requests.count == 1)
        }
    }

    @Test(
        "a base URL no request can be built on is .unavailable without a request",
        arguments: ["file:///tmp/api", "ftp://rickandmortyapi.com/api", "https://rickandmortyapi.com/api#x", "api"]
    )
    func unusableBaseURL(text: String) async throws {
        // Given
        let baseURL = try #require(URL(string: text))
        let client = ScriptedUpstreamClient(statuses: [200])

        // When
        let errors = await Self.callEach(client, baseURL: baseURL)

        // Then
        #expect(errors == .all(.unavailable))
        #expect(client.requests.isEmpty)
    }

    @Test("a URL the transport refuses to send (.invalidRequest) is .unavailable, like an unreachable service")
    func transportInvalidRequest() async {
        // Given
        let client = ScriptedUpstreamClient([.failure(.invalidRequest)])

        // When
        let errors = await Self.callEach(client)

        // Then
        #expect(errors == .all(.unavailable))
    }
}
