import HTTPTransport
import Testing

/// One ``HTTPTransport/UpstreamClient`` transport that ``HTTPClientConformanceCheck``s run against: how to make a client with the
/// settings a check needs, and how to release it afterwards.
///
/// The root package knows ``urlSession`` only; a package that adds a transport (Packages/MarqueeAsyncHTTPClient)
/// makes its own value and runs the same checks against both.
public struct HTTPTransportUnderTest: Sendable, CustomTestStringConvertible {
    /// What a check asks of the client it gets.
    public struct Settings: Sendable {
        /// The client's timeout.
        public var timeout: Duration
        /// The largest body a response may have.
        public var maximumResponseBytes: Int

        /// Settings; by default a 10-second timeout and URLSession's default response-size limit.
        public init(
            timeout: Duration = .seconds(10),
            maximumResponseBytes: Int = URLSessionUpstreamClient.defaultMaximumResponseBytes
        ) {
            self.timeout = timeout
            self.maximumResponseBytes = maximumResponseBytes
        }
    }

    /// A client made for one check, and what releases it once the check is done.
    public struct Lease: Sendable {
        /// The client.
        public let client: any UpstreamClient
        /// Releases the client's resources (a connection pool, its threads); called once.
        public let release: @Sendable () async -> Void

        /// A client and what releases it.
        public init(client: any UpstreamClient, release: @escaping @Sendable () async -> Void = {}) {
            self.client = client
            self.release = release
        }
    }

    /// The transport's name, as the test report shows it.
    public let name: String
    private let make: @Sendable (Settings) -> Lease

    /// A transport called `name` whose clients `make` creates.
    public init(name: String, make: @escaping @Sendable (Settings) -> Lease) {
        self.name = name
        self.make = make
    }

    /// The transport's name.
    public var testDescription: String { name }

    /// Runs `body` with a client made with `settings`, and releases the client afterwards, also when `body` throws.
    public func withClient<Value>(
        _ settings: Settings = Settings(), _ body: (any UpstreamClient) async throws -> Value
    ) async throws -> Value {
        let lease = make(settings)
        let value: Value
        do {
            value = try await body(lease.client)
        } catch {
            await lease.release()
            throw error
        }
        await lease.release()
        return value
    }

    /// Foundation's URLSession (``HTTPTransport/URLSessionUpstreamClient``); nothing to release.
    public static let urlSession = HTTPTransportUnderTest(name: "URLSession") { settings in
        Lease(
            client: URLSessionUpstreamClient(
                timeout: settings.timeout, maximumResponseBytes: settings.maximumResponseBytes))
    }
}
