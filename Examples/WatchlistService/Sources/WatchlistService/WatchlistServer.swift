/// watchlist-service running in this process, on a port of its own (port 0 by default), until `body` returns: what
/// marquee-service's tests run it as, to call it over a real loopback socket.
///
/// ```swift
/// try await WatchlistServer.run(arguments: ["-uitest"]) { server in
///     // server.url is http://127.0.0.1:<port>
/// }
/// ```
public struct WatchlistServer: Sendable {
    /// `http://127.0.0.1:<port>`: where the service listens (the host `--hostname` names, if given).
    public let url: String

    /// Runs the service with `arguments` (as on its command line, e.g. `["-uitest"]`; `--port 0` unless they name a
    /// port), calls `body` once it listens, then stops it and returns what `body` returned. Throws the arguments'
    /// refusal (as the command line words it), the server's failure to start, or what `body` throws (the server is
    /// stopped first).
    public static func run<T: Sendable>(
        arguments: [String], _ body: @Sendable (WatchlistServer) async throws -> T
    ) async throws -> T {
        let options = try LaunchOptions(arguments: ["--port", "0"] + arguments)
        let (lines, listening) = AsyncStream<ListeningLine>.makeStream()
        let application = WatchlistServiceMain.buildApplication(options: options) { line in
            listening.yield(line)
            listening.finish()
        }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { listening.finish() }
                try await application.run()
            }
            var iterator = lines.makeAsyncIterator()
            guard let line = await iterator.next() else {
                // The server stopped before it listened: its error, else that it stopped.
                try await group.waitForAll()
                throw WatchlistServerStopped()
            }
            let result: Result<T, any Error>
            do {
                result = .success(try await body(WatchlistServer(url: line.url)))
            } catch {
                result = .failure(error)
            }
            group.cancelAll()
            while let _ = try? await group.next() {}
            return try result.get()
        }
    }
}

/// The in-process server stopped before it listened, without saying why.
struct WatchlistServerStopped: Error, CustomStringConvertible {
    var description: String { "watchlist-service stopped before it listened" }
}
