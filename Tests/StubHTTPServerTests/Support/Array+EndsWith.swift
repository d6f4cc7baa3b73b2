extension Array where Element: Equatable {
    /// Whether the array ends with `suffix`.
    func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
