import NIOCore
import NIOHTTP1
import NIOPosix

/// One TCP connection to a service, with requests sent on it one after another, each after the answer before it:
/// what a browser, `curl` with two URLs, or a load balancer's connection pool does with a connection kept alive.
/// SwiftNIO's own HTTP client codec, so that nothing between the test and the socket opens a second connection
/// behind its back (a pooling client would, silently, when the service closes the first).
enum OneConnection {
    /// An answer's status and headers (its body is read and dropped).
    struct Answer: Sendable {
        let status: Int
        let headers: HTTPHeaders
    }

    /// The service closed the connection before answering request `number` (1-based) on it.
    struct ClosedBeforeAnswer: Error, CustomStringConvertible {
        let number: Int
        var description: String { "the connection closed before the answer to request \(number)" }
    }

    /// Sends `GET` for each of `paths`, in order, on one connection to 127.0.0.1:`port`; the answers in that order,
    /// or ``ClosedBeforeAnswer`` when the service closes the connection first.
    static func get(_ paths: [String], port: Int) async throws -> [Answer] {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var parts = inbound.makeAsyncIterator()
            var answers: [Answer] = []
            for (index, path) in paths.enumerated() {
                var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path)
                head.headers.add(name: "Host", value: "127.0.0.1:\(port)")
                // Head and end in one write: a service that answers and closes at once (a watched request) must
                // not leave the end unsent, to fail on a closed channel, while the answer waits to be read.
                try? await outbound.write(contentsOf: [.head(head), .end(nil)])
                // Whatever the write did, the answer the service sent before closing is read, as a browser would.
                var answer: Answer?
                reading: while let part = try? await parts.next() {
                    switch part {
                    case .head(let response):
                        answer = Answer(status: Int(response.status.code), headers: response.headers)
                    case .body: continue
                    case .end: break reading
                    }
                }
                guard let answer else { throw ClosedBeforeAnswer(number: index + 1) }
                answers.append(answer)
            }
            return answers
        }
    }
}
