/// Why a text is not a ``FilterText``.
public enum FilterTextError: Error, Hashable, Sendable {
    /// More than `maximumLength` characters are left once trimmed.
    case tooLong(maximumLength: Int)
}
