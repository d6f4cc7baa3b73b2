import CompositionKit

/// A context's factory, or the reason it cannot be built in this configuration (with the port bindings the
/// dependencies report shows for it meanwhile).
enum ContextAvailability<Factory: Sendable>: Sendable {
    case available(Factory)
    case unavailable(ContextConfigurationError, portBindings: [PortBinding])

    /// The factory's bindings, or the stand-in bindings of an unavailable context.
    func portBindings(_ bindings: (Factory) -> [PortBinding]) -> [PortBinding] {
        switch self {
        case .available(let factory): bindings(factory)
        case .unavailable(_, let portBindings): portBindings
        }
    }
}
