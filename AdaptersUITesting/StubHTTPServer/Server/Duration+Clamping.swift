extension Duration {
    /// The longest wait the server schedules: about 100 years, far beyond any test. A `Duration` can hold far
    /// more, but adding that to a clock's `now`, or reading its `components`, traps on overflow; nothing longer
    /// than this ever reaches such arithmetic.
    static let stubServerMaximum = Duration.seconds(3_155_760_000)

    /// `self` limited to `0...stubServerMaximum`: a negative duration is no wait, a huge one waits "forever".
    var clampedForStubServer: Duration {
        min(max(self, .zero), .stubServerMaximum)
    }
}
