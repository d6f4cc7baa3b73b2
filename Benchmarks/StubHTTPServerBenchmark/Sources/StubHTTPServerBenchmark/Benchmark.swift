import Foundation
import StubHTTPServer

/// Requests per second for a small JSON response over keep-alive connections.
@main
enum Benchmark {
    static let path = "/3/movie/550"
    static let body =
        #"{"id":550,"title":"Fight Club","release_date":"1999-10-15","vote_average":8.4,"genre_ids":[18]}"#

    static func main() async {
        guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
            print(BenchmarkOptions.usage)
            exit(2)
        }
        let server: StubHTTPServer
        do {
            // A bounded request log: the benchmark sends far more requests than a test.
            server = try StubHTTPServer.start(configuration: StubHTTPServerConfiguration(requestLogLimit: 1_000))
        } catch {
            print("could not start the server: \(error)")
            exit(1)
        }
        server.register(.get, path, .json(string: body))
        print("StubHTTPServer benchmark: GET \(path) (\(body.utf8.count)-byte JSON), \(options.client.rawValue) client")
        print(
            "  \(options.connections) keep-alive connections, \(options.warmup) warm-up + \(options.requests) requests")

        _ = await drive(server, options, total: options.warmup)
        let clock = ContinuousClock()
        let start = clock.now
        let failures = await drive(server, options, total: options.requests)
        let elapsed = clock.now - start

        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = Double(options.requests) / seconds
        print(String(format: "  %.2f s, %.0f requests/second, %d failed", seconds, rate, failures))
        print("  connections accepted by the server: \(server.acceptedConnectionCount)")
        await server.shutdown()
        if failures > 0 { exit(1) }
    }

    private static func drive(_ server: StubHTTPServer, _ options: BenchmarkOptions, total: Int) async -> Int {
        switch options.client {
        case .raw:
            let port = server.port
            let connections = options.connections
            return await withCheckedContinuation { continuation in
                // Blocking clients run on their own threads, not on the concurrency pool.
                Thread.detachNewThread {
                    continuation.resume(
                        returning: RawDriver.run(port: port, path: path, connections: connections, total: total))
                }
            }
        case .urlsession:
            let url = URL(string: server.baseURL.absoluteString + path)!
            return await URLSessionDriver.run(url: url, connections: options.connections, total: total)
        }
    }
}
