#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the stub server could not start, or why waiting on it ended without a result.
public enum StubHTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A socket or pipe could not be created (`errno` says why, e.g. too many open files).
    case socketFailed(errno: Int32)
    /// 127.0.0.1:`port` could not be bound, e.g. because the port is in use.
    case bindFailed(port: UInt16, errno: Int32)
    /// The bound socket could not listen.
    case listenFailed(errno: Int32)
    /// The system refused to start the server's threads.
    case threadStartFailed
    /// What was awaited (a matching request, connections closing) did not happen within the timeout.
    case timedOut
    /// The server was stopped while (or before) waiting for a request, and none that matched had arrived.
    case stopped
    /// The waiting task was cancelled.
    case cancelled

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .socketFailed(let code):
            "StubHTTPServer could not create a socket: \(Self.message(for: code))"
        case .bindFailed(let port, let code):
            "StubHTTPServer could not bind 127.0.0.1:\(port): \(Self.message(for: code))"
        case .listenFailed(let code):
            "StubHTTPServer could not listen: \(Self.message(for: code))"
        case .threadStartFailed:
            "StubHTTPServer could not start its threads"
        case .timedOut:
            "StubHTTPServer: what was awaited did not happen before the timeout"
        case .stopped:
            "StubHTTPServer was stopped before anything matching arrived"
        case .cancelled:
            "StubHTTPServer: waiting was cancelled"
        }
    }

    private static func message(for code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
