import AsyncHTTPClient
import Foundation
import HTTPTransport
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps what AsyncHTTPClient and SwiftNIO throw onto `HTTPClientError`, case for case as
/// `URLSessionUpstreamClient` maps URL-loading errors (both are checked against the same faults by the
/// HTTPClientConformance checks):
/// - read, connect and deadline timeouts → `timedOut`;
/// - a connection closed or reset before the response was complete, a body cut short of its `Content-Length`
///   → `connectionLost`;
/// - a refused connection, an unknown host → `cannotConnect`;
/// - TLS failures → `secureConnectionFailed`;
/// - bytes that are not HTTP, too many redirects or a cycle, a body over the size limit → `invalidResponse`;
/// - a URL it cannot send → `invalidRequest`; cancellation → `cancelled`;
/// - anything else → `failed(code:)` with the error's code as an `NSError`.
enum AsyncHTTPClientErrorMapping {
    static func clientError(for error: any Error) -> UpstreamClientError {
        switch error {
        case let error as AsyncHTTPClient.HTTPClientError: clientError(for: error)
        case is CancellationError: .cancelled
        case is NIOTooManyBytesError, is ResponseAccumulator.ResponseTooBigError: .invalidResponse
        case let error as HTTPParserError:
            // The connection closed inside a message: a body cut short, not bytes that are not HTTP.
            error == .invalidEOFState ? .connectionLost : .invalidResponse
        case is NIOConnectionError, is SocketAddressError, is SocketAddressError.UnknownHost: .cannotConnect
        case is NIOSSLError, is NIOSSLExtraError, is BoringSSLError: .secureConnectionFailed
        case let error as ChannelError: clientError(for: error)
        case let error as IOError: clientError(forErrno: error.errnoCode)
        default: .failed(code: (error as NSError).code)
        }
    }

    private static func clientError(for error: AsyncHTTPClient.HTTPClientError) -> UpstreamClientError {
        switch error {
        case .readTimeout, .writeTimeout, .connectTimeout, .deadlineExceeded, .getConnectionFromPoolTimeout,
            .tlsHandshakeTimeout, .socksHandshakeTimeout, .httpProxyHandshakeTimeout:
            .timedOut
        case .remoteConnectionClosed, .bodyLengthMismatch: .connectionLost
        case .cancelled, .requestStreamCancelled, .alreadyShutdown: .cancelled
        case .invalidURL, .emptyHost, .emptyScheme, .missingSocketPath, .traceRequestWithBody: .invalidRequest
        case .redirectLimitReached, .redirectCycleDetected, .identityCodingIncorrectlyPresent, .contentLengthMissing:
            .invalidResponse
        default: .failed(code: (error as NSError).code)
        }
    }

    private static func clientError(for error: ChannelError) -> UpstreamClientError {
        switch error {
        case .connectTimeout: .timedOut
        case .ioOnClosedChannel, .alreadyClosed, .outputClosed, .inputClosed, .eof: .connectionLost
        default: .failed(code: (error as NSError).code)
        }
    }

    private static func clientError(forErrno code: Int32) -> UpstreamClientError {
        switch code {
        case ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, EADDRNOTAVAIL: .cannotConnect
        case ECONNRESET, EPIPE, ECONNABORTED: .connectionLost
        case ETIMEDOUT: .timedOut
        default: .failed(code: Int(code))
        }
    }
}
