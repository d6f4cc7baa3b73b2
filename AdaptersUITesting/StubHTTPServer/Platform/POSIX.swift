#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few socket calls the server makes, with the Linux/Darwin differences in one place.
enum POSIX {
    /// `send` flags: on Linux `MSG_NOSIGNAL` keeps a write to a closed peer from raising SIGPIPE (Darwin sets
    /// `SO_NOSIGPIPE` on the socket instead).
    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    /// A non-blocking, close-on-exec TCP socket listening on 127.0.0.1:`port` (0: an ephemeral port).
    static func makeListener(port: UInt16) throws(StubHTTPServerError) -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .socketFailed(errno: errno) }
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        #if !canImport(Glibc)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #endif
        var address = loopbackAddress(port: port)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            _ = close(descriptor)
            throw .bindFailed(port: port, errno: code)
        }
        guard listen(descriptor, 1024) == 0, setNonBlocking(descriptor) else {
            let code = errno
            _ = close(descriptor)
            throw .listenFailed(errno: code)
        }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &boundAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            _ = close(descriptor)
            throw .listenFailed(errno: code)
        }
        return (descriptor, UInt16(bigEndian: boundAddress.sin_port))
    }

    /// A non-blocking, close-on-exec pipe: the event loop's wake-up signal.
    static func makePipe() throws(StubHTTPServerError) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        // pipe2 and accept4 are GNU extensions the Glibc module does not export: flags are set right after.
        guard pipe(&descriptors) == 0 else { throw .socketFailed(errno: errno) }
        for descriptor in descriptors {
            _ = setNonBlocking(descriptor)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }

    /// Accepts one pending connection, configured for the event loop (non-blocking, no delay, no SIGPIPE).
    /// Returns the descriptor, or `-errno`.
    static func accept(from listener: Int32) -> Int32 {
        #if canImport(Glibc)
            let descriptor = Glibc.accept(listener, nil, nil)
        #else
            let descriptor = Darwin.accept(listener, nil, nil)
        #endif
        guard descriptor >= 0 else { return -errno }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = setNonBlocking(descriptor)
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if !canImport(Glibc)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }

    /// Sends what it can of `bytes[offset...]`. Returns the count sent, or `-errno`.
    static func send(_ descriptor: Int32, _ bytes: [UInt8], from offset: Int) -> Int {
        bytes.withUnsafeBytes { buffer in
            // Nothing to send (an empty array has no base address): report nothing sent rather than trap.
            guard let base = buffer.baseAddress, offset < buffer.count else { return 0 }
            while true {
                let sent = sendBytes(descriptor, base + offset, buffer.count - offset, sendFlags)
                if sent >= 0 { return sent }
                if errno != EINTR { return -Int(errno) }
            }
        }
    }

    /// Receives into `buffer`. Returns the count (0 at end of stream), or `-errno`.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { raw in
            while true {
                let received = recv(descriptor, raw.baseAddress, raw.count, 0)
                if received >= 0 { return received }
                if errno != EINTR { return -Int(errno) }
            }
        }
    }

    /// Writes one byte to a pipe; a full pipe already holds a wake-up, so `EAGAIN` is fine.
    static func signal(pipe descriptor: Int32) {
        var byte: UInt8 = 1
        while write(descriptor, &byte, 1) < 0, errno == EINTR {}
    }

    /// Reads and discards everything in a non-blocking pipe.
    static func drain(pipe descriptor: Int32) {
        var scratch = [UInt8](repeating: 0, count: 256)
        while true {
            let count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { continue }
            if count < 0, errno == EINTR { continue }
            return
        }
    }

    /// What the event loop calls to wait: ``poll(_:timeoutMilliseconds:)``, or a replacement that injects errors
    /// in tests.
    typealias PollFunction = @Sendable (_ descriptors: inout [pollfd], _ timeoutMilliseconds: Int32) -> Int32

    /// Waits for events on `descriptors` for at most `timeoutMilliseconds` (-1: no limit). Returns the number of
    /// descriptors with events, or `-errno`.
    static func poll(_ descriptors: inout [pollfd], timeoutMilliseconds: Int32) -> Int32 {
        #if canImport(Glibc)
            let ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        #else
            let ready = Darwin.poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        #endif
        return ready >= 0 ? ready : -errno
    }

    /// Stops sending: the peer reads end-of-stream after what was sent.
    static func shutdownWrite(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    private static func setNonBlocking(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if !canImport(Glibc)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    private static func sendBytes(
        _ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int, _ flags: Int32
    )
        -> Int
    {
        #if canImport(Glibc)
            Glibc.send(descriptor, pointer, count, flags)
        #else
            Darwin.send(descriptor, pointer, count, flags)
        #endif
    }
}
