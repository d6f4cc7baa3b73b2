import AppDependencies
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import MarqueeService

/// The service in process, on HummingbirdTesting's router (no socket), with its log lines captured.
struct ServiceUnderTest {
    let dependencies: ServiceDependencies
    /// The live upstream stack's observer, for `/health/ready`; `nil` as on stubs.
    var pressure: UpstreamMetrics? = nil
    let log = LogSink()

    /// Runs `body` against the service built exactly as `marquee-service` builds it.
    func run<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        let sink = log
        let logger = Logger(label: "marquee-service") { label in
            JSONLogHandler(label: label, logLevel: .info, write: { sink.append($0) })
        }
        let router = try ServiceApplication.buildRouter(serving: dependencies, logger: logger, pressure: pressure)
        let application = ServiceApplication.buildApplication(
            router: router, options: ServiceOptions(port: 0), dependencies: dependencies, logger: logger,
            frameworkLogger: logger)
        return try await application.test(.router, body)
    }

    /// A service on `-uitest` stubs simulating `scenario`, through the same launch parsing as the executable.
    static func stubs(_ scenario: String = "happyPath") throws -> ServiceUnderTest {
        let launch = try LaunchConfiguration(
            arguments: ["marquee-service", "-uitest", "-uitest-scenario", scenario], environment: [:],
            stubbing: ServiceDependencies.stubbedOwnPorts)
        return ServiceUnderTest(dependencies: try ServiceDependencies.resolve(launch))
    }
}

extension TestClientProtocol {
    /// `GET uri`.
    func get(_ uri: String) async throws -> TestResponse {
        try await send(.get, uri)
    }

    /// `method uri` without a body.
    func send(_ method: HTTPRequest.Method, _ uri: String) async throws -> TestResponse {
        try await executeRequest(uri: uri, method: method, headers: [:], body: nil)
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The body read as a problem document; fails the test when it is not one.
    func problem(sourceLocation: SourceLocation = #_sourceLocation) throws -> ProblemBody {
        #expect(headers[.contentType] == "application/problem+json", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(ProblemBody.self, from: Data(text.utf8))
    }
}
