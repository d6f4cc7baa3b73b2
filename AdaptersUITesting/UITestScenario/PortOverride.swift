/// What a ``Scenario`` says about one port, overriding the scenario's default behaviour and global delay.
public struct PortOverride: Hashable, Sendable {
    /// The port's behaviour, or `nil` for the scenario's default.
    public var behavior: PortBehavior?
    /// The port's delay before every answer in milliseconds, or `nil` for the scenario's global delay.
    public var delayMilliseconds: Int?

    /// An override; with no arguments it changes nothing.
    public init(behavior: PortBehavior? = nil, delayMilliseconds: Int? = nil) {
        self.behavior = behavior
        self.delayMilliseconds = delayMilliseconds
    }

    /// Whether the override changes nothing.
    public var isEmpty: Bool { behavior == nil && delayMilliseconds == nil }
}
