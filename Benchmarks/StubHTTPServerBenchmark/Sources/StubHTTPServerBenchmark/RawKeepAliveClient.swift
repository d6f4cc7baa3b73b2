import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One keep-alive connection sending the same GET again and again, reading each response fully.
final class RawKeepAliveClient {
    private let descriptor: Int32
    private let request: [UInt8]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var pending: [UInt8] = []

    init?(port: UInt16, path: String) {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: application/json\r\n\r\n".utf8)
        guard descriptor >= 0 else { return nil }
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends the request and reads one response; returns its status, or `nil` if the connection failed.
    func roundTrip() -> Int? {
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == request.count else { return nil }
        while true {
            if let (status, length) = parseResponse() {
                pending.removeFirst(length)
                return status
            }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            pending.append(contentsOf: buffer[0..<count])
        }
    }

    /// The status and total length of the complete response at the start of `pending`, if there is one.
    private func parseResponse() -> (status: Int, length: Int)? {
        guard pending.count >= 16 else { return nil }
        var headEnd: Int?
        for index in 0..<(pending.count - 3)
        where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13 && pending[index + 3] == 10 {
            headEnd = index + 4
            break
        }
        guard let headEnd else { return nil }
        let head = String(decoding: pending[0..<headEnd], as: UTF8.self)
        let status = Int(head.dropFirst(9).prefix(3)) ?? 0
        var bodyLength = 0
        for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            bodyLength = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        guard pending.count >= headEnd + bodyLength else { return nil }
        return (status, headEnd + bodyLength)
    }
}
