import Synchronization

/// The requests left to send, shared by every client; each takes one at a time.
final class RequestBudget: Sendable {
    private let remaining: Atomic<Int>

    init(_ total: Int) {
        remaining = Atomic(total)
    }

    /// Whether the caller may send one more request.
    func take() -> Bool {
        remaining.subtract(1, ordering: .relaxed).newValue >= 0
    }
}
