/// Why a text is not a ``SearchQuery``.
public enum SearchQueryError: Error, Hashable, Sendable {
    /// Nothing is left once surrounding white space is trimmed.
    case empty
    /// More than `maximumLength` characters are left once trimmed.
    case tooLong(maximumLength: Int)
}
