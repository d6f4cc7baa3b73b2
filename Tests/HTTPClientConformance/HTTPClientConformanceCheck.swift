import Testing

/// One behaviour every ``HTTPTransport/UpstreamClient`` transport must have, run against a transport by a test that
/// takes the transports and ``all`` as its arguments:
///
/// ```swift
/// @Test("the transport keeps the UpstreamClient contract", arguments: [.urlSession], HTTPClientConformanceCheck.all)
/// func conforms(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
///     try await check.run(against: transport)
/// }
/// ```
///
/// The checks are written once here so that the root package runs them against URLSession and a package adding a
/// transport runs the very same checks against both (its checks cannot live in the root, which has no dependencies).
public struct HTTPClientConformanceCheck: Sendable, CustomTestStringConvertible {
    /// The behaviour, as a sentence.
    public let name: String
    private let body: @Sendable (HTTPTransportUnderTest) async throws -> Void

    init(_ name: String, body: @escaping @Sendable (HTTPTransportUnderTest) async throws -> Void) {
        self.name = name
        self.body = body
    }

    /// The behaviour's sentence.
    public var testDescription: String { name }

    /// Runs the check against `transport`; its expectations are recorded on the calling test.
    public func run(against transport: HTTPTransportUnderTest) async throws {
        try await body(transport)
    }
}
