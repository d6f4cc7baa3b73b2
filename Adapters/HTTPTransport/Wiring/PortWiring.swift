/// One line of the dependencies report: which implementation backs a port.
public struct PortWiring: Hashable, Sendable {
    /// The bounded context, e.g. `movies`.
    package let context: String
    /// The port's protocol name, e.g. `MovieRepository`.
    package let port: String
    /// What answers the port's calls.
    package let backing: PortBacking

    /// A binding.
    package init(context: String, port: String, backing: PortBacking) {
        self.context = context
        self.port = port
        self.backing = backing
    }

    /// The binding of `port` to the production adapter wired to it, which says itself what backs it.
    package init(context: String, port: String, implementation: any PortAdapter) {
        self.init(context: context, port: port, backing: implementation.backing)
    }
}
