/// How a command's result is written to standard output.
public enum OutputFormat: Hashable, Sendable {
    /// Tables and labelled fields for people.
    case text
    /// JSON for machines: keys in a fixed order, dates `yyyy-MM-dd`, instants ISO 8601 UTC.
    case json
}
