/// Why ``MarqueeStart`` could not start: the launch, the wiring or a context, each with its own one-line message.
public enum MarqueeStartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The arguments or the environment cannot be used (a misspelled `-uitest`, `-uitest` in a build without stubs).
    case launch(LaunchConfigurationError)
    /// The wiring was refused (a port live under `-uitest`).
    case dependencies(AppDependenciesError)
    /// A context cannot run live (no usable TMDb credential).
    case context(ContextConfigurationError)

    /// One line saying what is wrong and what to change; never a credential.
    public var description: String {
        switch self {
        case .launch(let error): error.description
        case .dependencies(let error): error.description
        case .context(let error): error.description
        }
    }

    /// `service: message` on one line, as ``MarqueeStart/orExit(_:arguments:environment:httpClient:)`` writes it.
    package static func line(_ service: String, _ message: String) -> String {
        "\(service): \(message)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
