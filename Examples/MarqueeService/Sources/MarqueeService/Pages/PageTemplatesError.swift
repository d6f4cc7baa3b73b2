/// Why the HTML templates could not be loaded at start-up.
package enum PageTemplatesError: Error, Sendable, CustomStringConvertible {
    /// A template file is not in the resources.
    case missing(name: String, directory: String)
    /// A template does not parse, or does not render a whole page.
    case broken(name: String, reason: String)

    /// One line naming the template and what is wrong with it.
    package var description: String {
        switch self {
        case .missing(let name, let directory): "the page template \(name).mustache is missing from \(directory)"
        case .broken(let name, let reason): "the page template \(name).mustache is broken: \(reason)"
        }
    }
}
