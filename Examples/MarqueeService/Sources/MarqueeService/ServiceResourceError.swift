/// Why a file the service ships could not be loaded at start-up.
enum ServiceResourceError: Error, Sendable, CustomStringConvertible {
    /// The file is not in the resources.
    case missing(file: String, directory: String)
    /// The file does not parse, or (a page template) does not render a whole page.
    case broken(file: String, reason: String)

    /// One line naming the file and what is wrong with it.
    var description: String {
        switch self {
        case .missing(let file, let directory): "the resource \(file) is missing from \(directory)"
        case .broken(let file, let reason): "the resource \(file) is broken: \(reason)"
        }
    }
}
