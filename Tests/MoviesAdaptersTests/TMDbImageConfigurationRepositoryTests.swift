import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import MoviesDomain
import StubHTTPServer
import Synchronization
import Testing

@testable import MoviesAdapters

@Suite("TMDbImageConfigurationRepository, against the stub server")
struct TMDbImageConfigurationRepositoryTests {
    @Test("GET /3/configuration with the credential and no language, mapped onto the image configuration")
    func request() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/configuration", try TMDbHarness.fixture("tmdb-configuration"))
            let harness = TMDbHarness(server: server)

            // When
            let configuration = try await harness.images.imageConfiguration()

            // Then
            let request = try #require(server.requests.first)
            #expect(request.rawTarget == "/3/configuration?api_key=\(TMDbHarness.apiKey)")
            #expect(request.header("Accept") == "application/json")
            #expect(configuration.secureBaseURL.absoluteString == "https://image.tmdb.org/t/p/")
            #expect(configuration.posterSizes.last == .original)
            #expect(configuration.profileSizes == [.width(45), .width(185), .height(632), .original])
        }
    }

    @Test("the configuration is fetched once per instance, however often it is asked for")
    func fetchedOnce() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/configuration", try TMDbHarness.fixture("tmdb-configuration"))
            let repository = TMDbHarness(server: server).images

            // When
            let first = try await repository.imageConfiguration()
            let second = try await repository.imageConfiguration()
            let third = try await repository.imageConfiguration()

            // Then
            #expect(first == second)
            #expect(second == third)
            #expect(server.requests.count == 1)
        }
    }

    @Test("concurrent first callers share one request")
    func concurrentCallersShareOneRequest() async throws {
        try await withStubServer { server in
            // Given: an answer held until every caller waits for it, so that all of them arrive while the request
            // is in flight by construction, not by outrunning a timer.
            let answer = HeldAnswer()
            defer { answer.release() }
            server.register(.get, "/3/configuration", answer.response(try TMDbHarness.fixture("tmdb-configuration")))
            let harness = TMDbHarness(server: server)
            let repository = TMDbImageConfigurationRepository(
                configuration: harness.configuration, httpClient: harness.httpClient)

            // When
            let callers = Task {
                try await withThrowingTaskGroup(of: ImageConfiguration.self) { group in
                    for _ in 0..<20 {
                        group.addTask { try await repository.imageConfiguration() }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            try #require(await YieldingWait.until { repository.waitingCallerCount == 20 })
            answer.release()
            let results = try await callers.value

            // Then
            #expect(results.count == 20)
            #expect(Set(results).count == 1)
            #expect(server.requests.count == 1)
        }
    }

    @Test("callers racing the first request never cause a second one, whatever the interleaving")
    func concurrentCallersShareOneRequestGated() async throws {
        // Given
        let gate = GatedUpstreamClient(
            response: UpstreamResponse(statusCode: 200, body: try JSONFixture.data("tmdb-configuration", in: .module))
        )
        let repository = TMDbImageConfigurationRepository(
            configuration: TMDbConfiguration(credential: .apiKey("k")), httpClient: gate
        )

        // When
        async let first = repository.imageConfiguration()
        async let second = repository.imageConfiguration()
        async let third = repository.imageConfiguration()
        await gate.waitForRequests()
        gate.open()
        let results = try await [first, second, third]

        // Then
        #expect(Set(results).count == 1)
        #expect(gate.requestCount == 1)
    }

    @Test("a caller cancelled while the shared request is held gets .cancelled at once; the others get the value")
    func cancelledCallerLeavesAtOnce() async throws {
        // Given: the first caller starts the one request, and a second caller waits for the same request.
        let gate = GatedUpstreamClient(
            response: UpstreamResponse(statusCode: 200, body: try JSONFixture.data("tmdb-configuration", in: .module)))
        let repository = Self.repository(gate)
        let staying = Self.call(repository)
        await gate.waitForRequests()
        let leaving = Self.call(repository)
        try #require(await YieldingWait.until { repository.waitingCallerCount == 2 })
        // Only on the failure path: opens the gate if the cancelled caller is still waiting much later.
        let watchdog = gate.openAfterTimeout()
        defer { watchdog.cancel() }

        // When
        leaving.cancel()
        let leavingResult = await leaving.result
        let openedBeforeCancelledCallerReturned = gate.isOpen
        gate.open()
        let stayingResult = await staying.result

        // Then
        #expect(throws: UpstreamFailure.cancelled) { try leavingResult.get() }
        #expect(!openedBeforeCancelledCallerReturned)
        #expect(try stayingResult.get().secureBaseURL.absoluteString == "https://image.tmdb.org/t/p/")
        #expect(gate.requestCount == 1)
        #expect(gate.cancelledRequestCount == 0)
    }

    @Test("when the last waiting caller is cancelled the shared request is cancelled, and the next call asks again")
    func lastCallerCancelsTheRequest() async throws {
        // Given
        let gate = GatedUpstreamClient(
            response: UpstreamResponse(statusCode: 200, body: try JSONFixture.data("tmdb-configuration", in: .module)))
        let repository = Self.repository(gate)
        let only = Self.call(repository)
        await gate.waitForRequests()
        let watchdog = gate.openAfterTimeout()
        defer { watchdog.cancel() }

        // When
        only.cancel()
        let cancelled = await only.result
        try #require(throws: UpstreamFailure.cancelled) { try cancelled.get() }
        try #require(await YieldingWait.until { gate.cancelledRequestCount == 1 })
        gate.open()
        let next = try await repository.imageConfiguration()
        let cached = try await repository.imageConfiguration()

        // Then
        #expect(gate.cancelledRequestCount == 1)
        #expect(next == cached)
        #expect(gate.requestCount == 2)
        #expect(repository.waitingCallerCount == 0)
    }

    @Test("a caller that arrives cancelled gets .cancelled without a request, or the stored value once there is one")
    func arrivesCancelled() async throws {
        // Given
        let gate = GatedUpstreamClient(
            response: UpstreamResponse(statusCode: 200, body: try JSONFixture.data("tmdb-configuration", in: .module)))
        gate.open()
        let repository = Self.repository(gate)

        // When
        let before = await Self.callCancelled(repository)
        let requestsBefore = gate.requestCount
        let stored = try await repository.imageConfiguration()
        let after = await Self.callCancelled(repository)

        // Then
        #expect(throws: UpstreamFailure.cancelled) { try before.get() }
        #expect(requestsBefore == 0)
        #expect(try after.get() == stored)
        #expect(gate.requestCount == 1)
    }

    @Test("a transport cancellation is .cancelled, and it is not cached either")
    func transportCancellation() async throws {
        // Given
        let body = try JSONFixture.data("tmdb-configuration", in: .module)
        let client = ScriptedUpstreamClient([
            .failure(.cancelled), .success(UpstreamResponse(statusCode: 200, body: body)),
        ])
        let repository = Self.repository(client)

        // When
        let error = await #expect(throws: UpstreamFailure.self) {
            try await repository.imageConfiguration()
        }
        let recovered = try await repository.imageConfiguration()

        // Then
        #expect(error == .cancelled)
        #expect(recovered.secureBaseURL.absoluteString == "https://image.tmdb.org/t/p/")
        #expect(client.requests.count == 2)
    }

    @Test("a failure is not cached: the next call asks again, and its success is")
    func failureNotCached() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/3/configuration",
                .sequence([.status(500), try TMDbHarness.fixture("tmdb-configuration")])
            )
            let repository = TMDbHarness(server: server, policy: .never).images

            // When
            let failure = await #expect(throws: UpstreamFailure.self) {
                try await repository.imageConfiguration()
            }
            let recovered = try await repository.imageConfiguration()
            let cached = try await repository.imageConfiguration()

            // Then
            #expect(failure == .unavailable)
            #expect(recovered == cached)
            #expect(server.requests.count == 2)
        }
    }

    @Test(
        "failures map onto the port's errors",
        arguments: [
            (
                StubResponse.json(string: #"{"status_code":7}"#, status: 401),
                UpstreamFailure.unauthorized
            ),
            (.status(429), .rateLimited),
            (.status(404), .unavailable),
            (.status(503), .unavailable),
            (.status(422), .invalidResponse),
            (.closeConnection, .unavailable),
            (.json(string: #"{"images": {"secure_base_url": 7}}"#), .invalidResponse),
            (.json(string: "{"), .invalidResponse),
        ]
    )
    func failures(response: StubResponse, expected: UpstreamFailure) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/configuration", response)
            let repository = TMDbHarness(server: server, policy: .never).images

            // When
            let error = await #expect(throws: UpstreamFailure.self) {
                try await repository.imageConfiguration()
            }

            // Then
            #expect(error == expected)
        }
    }

    private static func repository(_ client: any UpstreamClient) -> TMDbImageConfigurationRepository {
        TMDbImageConfigurationRepository(configuration: TMDbConfiguration(credential: .apiKey("k")), httpClient: client)
    }

    private static func call(
        _ repository: TMDbImageConfigurationRepository
    ) -> Task<ImageConfiguration, any Error> {
        Task { () async throws(UpstreamFailure) -> ImageConfiguration in
            try await repository.imageConfiguration()
        }
    }

    /// The result of a call made by a task that is already cancelled.
    private static func callCancelled(
        _ repository: TMDbImageConfigurationRepository
    ) async -> Result<ImageConfiguration, any Error> {
        await Task { () async throws(UpstreamFailure) -> ImageConfiguration in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await repository.imageConfiguration()
        }.result
    }
}
