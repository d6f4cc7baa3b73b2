import Wiring

import UITestScenario

// 1.x compatibility, removed in 2.0.0: the context's call enums keep their `PortCallConvertible` conformance,
// deprecated with the protocol, and their own `portCall`, which is `StubbedCall`'s (read from their encoding).

@available(*, deprecated, message: "a StubbedCall; the port is ScenarioPort.characterRepository")
extension StubCharacterRepositoryCall: PortCallConvertible {
    /// `CharacterRepository`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var port: String { "CharacterRepository" }
}

@available(*, deprecated, message: "a StubbedCall; the port is ScenarioPort.episodeRepository")
extension StubEpisodeRepositoryCall: PortCallConvertible {
    /// `EpisodeRepository`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var port: String { "EpisodeRepository" }
}

@available(*, deprecated, message: "a StubbedCall; the port is ScenarioPort.locationRepository")
extension StubLocationRepositoryCall: PortCallConvertible {
    /// `LocationRepository`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var port: String { "LocationRepository" }
}

extension StubCharacterRepositoryCall {
    /// The call as data: `StubbedCall`'s `portCall`, declared on the enum as 1.x had it.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var portCall: PortCall { (self as any StubbedCall).portCall }
}

extension StubEpisodeRepositoryCall {
    /// The call as data: `StubbedCall`'s `portCall`, declared on the enum as 1.x had it.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var portCall: PortCall { (self as any StubbedCall).portCall }
}

extension StubLocationRepositoryCall {
    /// The call as data: `StubbedCall`'s `portCall`, declared on the enum as 1.x had it.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var portCall: PortCall { (self as any StubbedCall).portCall }
}
