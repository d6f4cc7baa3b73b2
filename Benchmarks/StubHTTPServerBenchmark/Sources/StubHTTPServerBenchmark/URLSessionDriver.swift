import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Drives the server with URLSession: `connections` tasks, each sending its requests one after the other on a
/// shared session that keeps connections alive. Returns the number of requests that did not get a 200.
enum URLSessionDriver {
    static func run(url: URL, connections: Int, total: Int) async -> Int {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connections
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let budget = RequestBudget(total)
        return await withTaskGroup(of: Int.self) { group in
            for _ in 0..<connections {
                group.addTask {
                    var failures = 0
                    while budget.take() {
                        let response = try? await session.data(from: url).1 as? HTTPURLResponse
                        if response?.statusCode != 200 { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
    }
}
