extension Duration {
    /// The duration in whole seconds, rounded up so that whoever is told to wait never comes back early; never
    /// negative. How the `marquee` command and `marquee-service` state an upstream's `Retry-After`.
    public var wholeSecondsRoundedUp: Int {
        let (seconds, attoseconds) = components
        return max(0, Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0))
    }
}
