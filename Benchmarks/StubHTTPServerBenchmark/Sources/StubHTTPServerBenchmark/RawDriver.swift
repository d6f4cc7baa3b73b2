import Foundation

/// Drives the server from `connections` threads, each with its own keep-alive connection, until `total`
/// requests are done. Returns the number of requests that did not get a 200.
enum RawDriver {
    static func run(port: UInt16, path: String, connections: Int, total: Int) -> Int {
        let budget = RequestBudget(total)
        let failures = FailureCounter()
        DispatchQueue.concurrentPerform(iterations: connections) { _ in
            guard let client = RawKeepAliveClient(port: port, path: path) else {
                failures.record()
                return
            }
            while budget.take() {
                if client.roundTrip() != 200 { failures.record() }
            }
        }
        return failures.value
    }
}
