/// What a ``Scenario`` says about one port, overriding the scenario's default behaviour and global delay, and
/// (version 2) about single methods of the port, overriding the port's.
public struct PortOverride: Hashable, Sendable {
    /// The port's behaviour, or `nil` for the scenario's default.
    public var behavior: PortBehavior?
    /// The port's delay before every answer in milliseconds, or `nil` for the scenario's global delay.
    public var delayMilliseconds: Int?
    /// Single methods' behaviour and delay, overriding the port's (an override here holds no `methods` itself).
    public var methods: [ScenarioMethod: PortOverride]

    /// An override; with no arguments it changes nothing.
    package init(
        behavior: PortBehavior? = nil, delayMilliseconds: Int? = nil, methods: [ScenarioMethod: PortOverride] = [:]
    ) {
        self.behavior = behavior
        self.delayMilliseconds = delayMilliseconds
        self.methods = methods
    }

    /// Whether the override changes nothing.
    @available(*, deprecated, message: "package in 2.0.0: build with overriding(_:with:), read canonicalJSON")
    public var isEmpty: Bool { behavior == nil && delayMilliseconds == nil && methods.isEmpty }
}
