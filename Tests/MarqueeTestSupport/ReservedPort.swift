import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP port held by a socket that is bound but never listens: a connection to it is refused
/// (ECONNREFUSED), and no other socket in the system can bind it while this one is open, so no server started by
/// a parallel test (or another process) can answer on it. This is how a test gets "a port nothing listens on":
/// never a port it saw free and released, which a parallel test's port-0 server may take at once.
///
/// The socket closes when the reservation is released: keep it alive for the whole test, with
/// ``withRefusingPort(_:)`` or `defer { withExtendedLifetime(reservation) {} }`.
public final class ReservedPort: Sendable {
    /// The reserved port on 127.0.0.1.
    public let port: UInt16
    private let descriptor: Int32

    private init(port: UInt16, descriptor: Int32) {
        self.port = port
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Binds a fresh socket to 127.0.0.1 on a port the system picks, without `SO_REUSEADDR` and without listening.
    public static func reserve() throws -> ReservedPort {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ReservedPortError(step: "socket", errno: errno) }
        var address = sockaddr_in()
        #if !canImport(Glibc)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let failure = ReservedPortError(step: "bind", errno: errno)
            close(descriptor)
            throw failure
        }
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let failure = ReservedPortError(step: "getsockname", errno: errno)
            close(descriptor)
            throw failure
        }
        return ReservedPort(port: UInt16(bigEndian: address.sin_port), descriptor: descriptor)
    }
}

/// Runs `body` with a loopback port that refuses connections for as long as `body` runs (a ``ReservedPort``), and
/// frees the port afterwards, also when `body` throws.
public func withRefusingPort<Value>(_ body: (UInt16) async throws -> Value) async throws -> Value {
    let reservation = try ReservedPort.reserve()
    defer { withExtendedLifetime(reservation) {} }
    return try await body(reservation.port)
}
