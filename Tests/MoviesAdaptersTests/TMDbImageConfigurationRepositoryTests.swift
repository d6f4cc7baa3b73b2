import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Synchronization
import Testing

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
            // Given: a slow answer, so that every caller arrives while the request is in flight.
            server.register(
                .get, "/3/configuration", .delayed(.milliseconds(300), try TMDbHarness.fixture("tmdb-configuration"))
            )
            let repository = TMDbHarness(server: server).images

            // When
            let results = try await withThrowingTaskGroup(of: ImageConfiguration.self) { group in
                for _ in 0..<20 {
                    group.addTask { try await repository.imageConfiguration() }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // Then
            #expect(results.count == 20)
            #expect(Set(results).count == 1)
            #expect(server.requests.count == 1)
        }
    }

    @Test("callers racing the first request never cause a second one, whatever the interleaving")
    func concurrentCallersShareOneRequestGated() async throws {
        // Given
        let gate = GatedHTTPClient(
            response: HTTPResponse(statusCode: 200, body: try Fixture.data("tmdb-configuration"))
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
            let failure = await #expect(throws: ImageConfigurationRepositoryError.self) {
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
                ImageConfigurationRepositoryError.unauthorized
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
    func failures(response: StubResponse, expected: ImageConfigurationRepositoryError) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/configuration", response)
            let repository = TMDbHarness(server: server, policy: .never).images

            // When
            let error = await #expect(throws: ImageConfigurationRepositoryError.self) {
                try await repository.imageConfiguration()
            }

            // Then
            #expect(error == expected)
        }
    }
}
