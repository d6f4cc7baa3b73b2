/// Waits for a condition that other tasks make true soon, without a clock: by yielding, a bounded number of times,
/// so a test whose code is wrong fails instead of hanging.
public enum YieldingWait {
    /// Whether `condition` held within 100,000 yields of the current task.
    public static func until(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<100_000 where !condition() {
            await Task.yield()
        }
        return condition()
    }
}
