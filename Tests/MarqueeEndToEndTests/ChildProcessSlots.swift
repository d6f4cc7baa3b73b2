/// Caps how many `marquee` children run at once. Swift Testing starts every test case at once; without a cap a
/// hundred children (each with its descriptors and a share of two CPU cores) would compete, and tests in the same
/// process that count descriptors would see the noise. Waiters are served first come, first served.
actor ChildProcessSlots {
    /// The slots every end-to-end test shares.
    static let shared = ChildProcessSlots(limit: 4)

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `body` once a slot is free, and frees the slot when it ends, also by throwing.
    func withSlot<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        await acquire()
        do {
            let result = try await body()
            release()
            return result
        } catch {
            release()
            throw error
        }
    }

    private func acquire() async {
        guard running >= limit else {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot to the next waiter, who then counts as running in its place.
    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
