import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One blocking TCP connection for one ``HTTPExchange``, used from a thread of the exchange's own (never a
/// cooperative thread), with a read and write timeout, and cancelled from any thread when the waiting task is.
final class TCPConnection: Sendable {
    private struct State {
        var descriptor: Int32?
        var isCancelled = false
    }

    // The descriptor is opened and closed on the exchange's thread and shut on the cancelling one: the mutex orders
    // them, so a cancellation never shuts a descriptor number the system already gave to someone else.
    private let state = Mutex(State())

    /// A connection not connected yet.
    init() {}

    deinit {
        close()
    }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Connects to `host`:`port` (each address the resolver gives, in turn), every later send and receive waiting
    /// at most `timeout` for progress.
    func connect(host: String, port: Int, timeout: Duration) throws(HTTPExchangeError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let first = list else {
            throw .connectFailed(host: host, port: port, reason: String(cString: gai_strerror(resolved)))
        }
        defer { freeaddrinfo(first) }
        var lastError: Int32 = 0
        var current: UnsafeMutablePointer<addrinfo>? = first
        while let address = current {
            current = address.pointee.ai_next
            let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard descriptor >= 0 else {
                lastError = errno
                continue
            }
            Self.setOptions(descriptor, timeout: timeout)
            let kept = state.withLock { state in
                if !state.isCancelled { state.descriptor = descriptor }
                return !state.isCancelled
            }
            guard kept else {
                Self.close(descriptor)
                throw .cancelled
            }
            #if canImport(Glibc)
                let result = Glibc.connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen)
            #else
                let result = Darwin.connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen)
            #endif
            if result == 0 { return }
            lastError = errno
            close()
        }
        if isCancelled { throw .cancelled }
        throw .connectFailed(host: host, port: port, reason: String(cString: strerror(lastError)))
    }

    /// Sends every byte of `bytes`.
    func send(_ bytes: [UInt8]) throws(HTTPExchangeError) {
        let descriptor = try openDescriptor()
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { throw failure("sending", errno) }
            offset += sent
        }
    }

    /// The next bytes received, empty at the end of the stream.
    func receive() throws(HTTPExchangeError) -> [UInt8] {
        let descriptor = try openDescriptor()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 {
                if count == 0, isCancelled { throw .cancelled }
                return Array(buffer[..<count])
            }
            if errno != EINTR { throw failure("receiving", errno) }
        }
    }

    /// Stops both directions for good: a send or receive blocked on another thread returns at once, and the
    /// exchange reports ``HTTPExchangeError/cancelled``.
    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            if let descriptor = state.descriptor { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    /// Closes the descriptor (once).
    func close() {
        state.withLock { state in
            if let descriptor = state.descriptor { Self.close(descriptor) }
            state.descriptor = nil
        }
    }

    private func openDescriptor() throws(HTTPExchangeError) -> Int32 {
        let (descriptor, isCancelled) = state.withLock { ($0.descriptor, $0.isCancelled) }
        guard let descriptor, !isCancelled else { throw .cancelled }
        return descriptor
    }

    private func failure(_ doing: String, _ code: Int32) -> HTTPExchangeError {
        if isCancelled { return .cancelled }
        let reason =
            code == EAGAIN || code == EWOULDBLOCK ? "no progress within the timeout" : String(cString: strerror(code))
        return .connectionFailed("\(doing): \(reason)")
    }

    /// Close-on-exec (a service the tests start must not inherit it), no SIGPIPE on Darwin, no delay, timeouts.
    private static func setOptions(_ descriptor: Int32, timeout: Duration) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if !canImport(Glibc)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let seconds = timeout.components.seconds
        let microseconds = timeout.components.attoseconds / 1_000_000_000_000
        var limit = timeval(tv_sec: .init(seconds), tv_usec: .init(microseconds))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }
}
