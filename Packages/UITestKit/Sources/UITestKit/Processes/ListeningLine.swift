import Foundation

/// The lines the kit reads, without help, as "the service listens on port N": ``ServiceProcess/port(inListeningLine:)``
/// tries each.
enum ListeningLine: CaseIterable {
    /// The kit's own JSON log line (Marquee's services, Examples/Bookshelf, any service that logs JSON).
    case json
    /// Hummingbird 2's log line, through swift-log's default handler.
    case hummingbird
    /// Vapor 4's log line.
    case vapor

    /// What the line looks like, for messages.
    var example: String {
        switch self {
        case .json: #"the kit's JSON log line {"message":"listening","port":40123} (the port a number or a string)"#
        case .hummingbird: "Hummingbird's \"Server started and listening on 127.0.0.1:40123\""
        case .vapor: "Vapor's \"[ NOTICE ] Server started on http://127.0.0.1:40123\""
        }
    }

    /// The port `line` says the service bound, if it is this kind of line.
    func port(in line: String) -> Int? {
        switch self {
        case .json: ServiceProcess.port(inLogLine: line)
        case .hummingbird: Self.port(after: "Server started and listening on ", in: line)
        case .vapor: Self.port(after: "Server started on ", in: line)
        }
    }

    /// The port of the address that follows `marker` in `line` (colour codes ignored): `127.0.0.1:40123`,
    /// `http://127.0.0.1:40123`, `[::1]:40123`, with or without a path after it.
    private static func port(after marker: String, in line: String) -> Int? {
        guard line.contains(marker) else { return nil }
        let plain = line.replacing(#/\x{1B}\[[0-9;]*[A-Za-z]/#, with: "")
        guard let range = plain.range(of: marker) else { return nil }
        var address = plain[range.upperBound...].prefix { !$0.isWhitespace }
        if let scheme = address.range(of: "://") { address = address[scheme.upperBound...] }
        address = address.prefix { $0 != "/" }
        guard let colon = address.lastIndex(of: ":"), let port = Int(address[address.index(after: colon)...]),
            (1...65535).contains(port)
        else { return nil }
        return port
    }
}
