import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain TCP client, for what URLSession cannot send: malformed requests, pipelining, abrupt disconnects.
/// A read gives up after ``readTimeout`` of silence (generous: a loaded machine runs every test target at once;
/// only a failing test waits that long); the blocking calls run on a Dispatch thread, not the test's executor.
final class RawConnection: Sendable {
    static let readTimeout = 30

    let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Connects to 127.0.0.1:`port`.
    static func connect(port: UInt16) throws -> RawConnection {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawConnectionError(description: "socket failed: errno \(errno)") }
        let connection = RawConnection(descriptor: descriptor)
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if !canImport(Glibc)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                    Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                    Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard result == 0 else { throw RawConnectionError(description: "connect failed: errno \(errno)") }
        return connection
    }

    /// Sends every byte.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            guard sent > 0 else { throw RawConnectionError(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Everything the server sends until it closes the connection (end of stream or reset); `nil` if it does not
    /// close it within ``readTimeout``.
    func receiveUntilClosed() async -> [UInt8]? {
        await offThread { [self] in
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count > 0 {
                    received.append(contentsOf: buffer[0..<count])
                } else {
                    return count == 0 || errno == ECONNRESET ? received : nil
                }
            }
        }
    }

    /// Reads one response (status line, headers and a `Content-Length` body); `nil` if the connection ends first.
    func receiveResponse() async -> RawResponse? {
        await offThread { [self] in readResponse(readBody: true) }
    }

    /// ``receiveResponse()`` for code that runs on a thread of its own: it blocks.
    func receiveResponseBlocking() -> RawResponse? {
        readResponse(readBody: true)
    }

    /// Reads the status line and headers of a response to `HEAD` (no body follows them).
    func receiveHeadResponse() async -> RawResponse? {
        await offThread { [self] in readResponse(readBody: false) }
    }

    /// Whether the server has closed the connection: a read returns end of stream or a reset, not data, and not
    /// silence until ``readTimeout``.
    func isClosedByServer() async -> Bool {
        await offThread { [self] in
            var byte: UInt8 = 0
            let count = recv(descriptor, &byte, 1, 0)
            return count == 0 || (count < 0 && errno == ECONNRESET)
        }
    }

    /// Makes the next close reset the connection (RST) instead of closing it gracefully.
    func setResetOnClose() {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// Stops sending: the server reads end of stream.
    func shutdownWrite() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    private func readResponse(readBody: Bool) -> RawResponse? {
        var received: [UInt8] = []
        var byte: UInt8 = 0
        let terminator: [UInt8] = [13, 10, 13, 10]
        while !received.ends(with: terminator) {
            guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
            received.append(byte)
        }
        let head = String(decoding: received, as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let statusLine = lines.removeFirst()
        let statusParts = statusLine.split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = readBody ? headers["content-length"].flatMap { Int($0) } ?? 0 : 0
        var body = [UInt8](repeating: 0, count: length)
        var offset = 0
        while offset < length {
            let count = body.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + offset, length - offset, 0) }
            guard count > 0 else { return nil }
            offset += count
        }
        return RawResponse(status: status, headers: headers, body: Data(body))
    }

    private func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }
}
