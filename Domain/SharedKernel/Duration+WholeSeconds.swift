extension Duration {
    /// The duration in whole seconds, rounded up so that whoever is told to wait never comes back early; never
    /// negative. How the `marquee` command and `marquee-service` state an upstream's `Retry-After`.
    public var wholeSecondsRoundedUp: Int {
        let (seconds, attoseconds) = components
        return max(0, Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// The wait in words, rounded up as ``wholeSecondsRoundedUp``: "1 second", "30 seconds". How the `marquee`
    /// command says how long an upstream asked us to wait (marquee-service's pages count long waits in minutes).
    public var wholeSecondsInWords: String {
        let seconds = wholeSecondsRoundedUp
        return seconds == 1 ? "1 second" : "\(seconds) seconds"
    }
}
