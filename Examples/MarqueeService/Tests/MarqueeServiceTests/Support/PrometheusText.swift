/// Reads samples out of a Prometheus text exposition, for tests.
enum PrometheusText {
    /// The value of the sample `name{labels}` in `text` (labels written as the registry writes them, in order), or
    /// `nil` when there is none.
    static func sample(_ name: String, _ labels: String = "", in text: String) -> Double? {
        let prefix = labels.isEmpty ? "\(name) " : "\(name){\(labels)} "
        return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count)) }
    }
}
