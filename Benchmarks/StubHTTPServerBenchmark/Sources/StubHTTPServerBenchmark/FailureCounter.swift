import Synchronization

/// Counts failed requests across clients.
final class FailureCounter: Sendable {
    private let count = Atomic<Int>(0)

    func record() {
        count.add(1, ordering: .relaxed)
    }

    var value: Int { count.load(ordering: .relaxed) }
}
