import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A socket bound to 127.0.0.1:`port` that does not listen. Creating it succeeds only when nothing listens on
/// the port; while it exists, no ephemeral bind and no outgoing connection of this machine can take the port
/// (only an explicit bind of that same port with `SO_REUSEADDR`, as `StubHTTPServer.start(port:)` does, on
/// Linux), so a test can assert that the port refuses connections without racing other tests for it.
final class PortReservation {
    let port: UInt16
    private var descriptor: Int32
    /// An exclusive `flock` on the port's lock file (``reserveOutsideEphemeralRange()``), held until deinit; `-1`
    /// for none.
    private let lock: Int32

    private init(port: UInt16, descriptor: Int32, lock: Int32 = -1) {
        self.port = port
        self.descriptor = descriptor
        self.lock = lock
    }

    deinit {
        release()
        if lock >= 0 { close(lock) }  // also drops the flock
    }

    /// Closes the socket, freeing the port; later calls do nothing.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// Binds 127.0.0.1:`port`; `nil` if the port is taken (for example, something still listens on it).
    static func reserve(port: UInt16) -> PortReservation? {
        let descriptor = makeSocket()
        guard descriptor >= 0 else { return nil }
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port: port)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            return nil
        }
        return PortReservation(port: port, descriptor: descriptor)
    }

    /// Reserves the first free port below 32768, where neither Linux (32768–60999 by default) nor macOS
    /// (49152–65535) hands out ephemeral ports: once freed, no other test's port-0 server or outgoing connection
    /// can take it before the test binds it again. `nil` if every port in the range is taken.
    ///
    /// The only binds left that could take the port are explicit ones, such as this same test's in another process
    /// (two worktrees' suites on one machine): two `SO_REUSEADDR` sockets that do not listen may share a port. So
    /// the port is also claimed with an exclusive `flock` on a lock file named after it, which every process
    /// reserving this way tries first, and which is held until the reservation is gone (``release()`` closes only
    /// the socket): keep the reservation alive for the whole test.
    static func reserveOutsideEphemeralRange() -> PortReservation? {
        for port in UInt16(20_000)..<32_768 {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-test-port-\(port).lock")
            let lock = open(path.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
            guard lock >= 0 else { continue }
            guard flock(lock, LOCK_EX | LOCK_NB) == 0, let socket = reserve(port: port) else {
                close(lock)
                continue
            }
            let descriptor = socket.descriptor
            socket.descriptor = -1  // handed over to the reservation that also holds the lock
            return PortReservation(port: port, descriptor: descriptor, lock: lock)
        }
        return nil
    }

    /// Whether a connection to the reserved port is refused (`ECONNREFUSED`): nothing listens on it.
    func refusesConnections() -> Bool {
        let client = Self.makeSocket()
        guard client >= 0 else { return false }
        defer { close(client) }
        var address = Self.loopback(port: port)
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result != 0 && errno == ECONNREFUSED
    }

    private static func makeSocket() -> Int32 {
        #if canImport(Glibc)
            socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if !canImport(Glibc)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }
}
