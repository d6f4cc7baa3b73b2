/// What a ``Scenario`` says about one port, overriding the scenario's default behaviour and global delay, and
/// (version 2) about single methods of the port, overriding the port's.
package struct PortOverride: Hashable, Sendable {
    /// The port's behaviour, or `nil` for the scenario's default.
    package var behavior: PortBehavior?
    /// The port's delay before every answer in milliseconds, or `nil` for the scenario's global delay.
    package var delayMilliseconds: Int?
    /// Single methods' behaviour and delay, overriding the port's (an override here holds no `methods` itself).
    package var methods: [ScenarioMethod: PortOverride]

    /// An override; with no arguments it changes nothing.
    package init(
        behavior: PortBehavior? = nil, delayMilliseconds: Int? = nil, methods: [ScenarioMethod: PortOverride] = [:]
    ) {
        self.behavior = behavior
        self.delayMilliseconds = delayMilliseconds
        self.methods = methods
    }

    /// Whether the override changes nothing.
    package var isEmpty: Bool { behavior == nil && delayMilliseconds == nil && methods.isEmpty }
}
