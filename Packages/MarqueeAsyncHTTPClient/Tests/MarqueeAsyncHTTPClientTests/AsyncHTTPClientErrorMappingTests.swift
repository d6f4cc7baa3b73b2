import AsyncHTTPClient
import HTTPTransport
import NIOCore
import NIOHTTP1
import NIOSSL
import Testing

@testable import MarqueeAsyncHTTPClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The failures the loopback checks cannot provoke (TLS, DNS, resets), mapped as URLSession's are.
@Suite("AsyncHTTPClientErrorMapping")
struct AsyncHTTPClientErrorMappingTests {
    @Test(
        "each failure maps onto the UpstreamClientError case URLSession's equivalent maps onto",
        arguments: [
            (AsyncHTTPClient.HTTPClientError.readTimeout, UpstreamClientError.timedOut),
            (AsyncHTTPClient.HTTPClientError.deadlineExceeded, .timedOut),
            (AsyncHTTPClient.HTTPClientError.connectTimeout, .timedOut),
            (AsyncHTTPClient.HTTPClientError.remoteConnectionClosed, .connectionLost),
            (AsyncHTTPClient.HTTPClientError.cancelled, .cancelled),
            (AsyncHTTPClient.HTTPClientError.invalidURL, .invalidRequest),
            (AsyncHTTPClient.HTTPClientError.redirectLimitReached, .invalidResponse),
            (AsyncHTTPClient.HTTPClientError.redirectCycleDetected, .invalidResponse),
            (NIOSSLError.handshakeFailed(.unknownError([])), .secureConnectionFailed),
            (SocketAddressError.unsupported, .cannotConnect),
            (IOError(errnoCode: ECONNRESET, reason: "read"), .connectionLost),
            (IOError(errnoCode: ECONNREFUSED, reason: "connect"), .cannotConnect),
            (HTTPParserError.invalidEOFState, .connectionLost),
            (HTTPParserError.invalidVersion, .invalidResponse),
            (NIOTooManyBytesError(maxBytes: 1), .invalidResponse),
            (ResponseAccumulator.ResponseTooBigError(maxBodySize: 1), .invalidResponse),
            (CancellationError(), .cancelled),
            (ChannelError.eof, .connectionLost),
        ] as [(any Error & Sendable, UpstreamClientError)]
    )
    func maps(error: any Error & Sendable, expected: UpstreamClientError) {
        // When
        let mapped = AsyncHTTPClientErrorMapping.clientError(for: error)

        // Then
        #expect(mapped == expected)
    }

    @Test("an error none of the cases describes is .failed, and its description carries no detail of the error")
    func unknownErrors() {
        // Given
        struct Leaky: Error { let detail = "https://api.example/?api_key=SECRET" }

        // When
        let mapped = AsyncHTTPClientErrorMapping.clientError(for: Leaky())

        // Then
        guard case .failed = mapped else {
            Issue.record("expected .failed, got \(mapped)")
            return
        }
        #expect(!mapped.description.contains("SECRET"))
    }
}
