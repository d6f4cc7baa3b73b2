import StubHTTPServer

extension StubResponse {
    /// A request that is never answered while a test runs: the stub server holds the answer for the longest wait it
    /// schedules (about a century). The client's own timeout, a cancellation or the test's end is what ends the
    /// exchange, so a test that expects a timeout never races its client's timer against the server's delay.
    public static var unanswered: StubResponse {
        .delayed(.seconds(Int64.max), .status(204))
    }
}
