import Wiring

import UITestScenario

// 1.x compatibility, removed in 2.0.0: the context's call enums keep their `PortCallConvertible` conformance,
// deprecated with the protocol, and their own `portCall`, which is `StubbedCall`'s (read from their encoding).

@available(*, deprecated, message: "a StubbedCall; the port is ScenarioPort.movieRepository")
extension StubMovieRepositoryCall: PortCallConvertible {
    /// `MovieRepository`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var port: String { "MovieRepository" }
}

@available(*, deprecated, message: "a StubbedCall; the port is ScenarioPort.imageConfigurationRepository")
extension StubImageConfigurationRepositoryCall: PortCallConvertible {
    /// `ImageConfigurationRepository`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var port: String { "ImageConfigurationRepository" }
}

@available(*, deprecated, message: "a StubbedCall; the port is ScenarioPort.movieRatingRepository")
extension StubMovieRatingRepositoryCall: PortCallConvertible {
    /// `MovieRatingRepository`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var port: String { "MovieRatingRepository" }
}

extension StubMovieRepositoryCall {
    /// The call as data: `StubbedCall`'s `portCall`, declared on the enum as 1.x had it.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var portCall: PortCall { (self as any StubbedCall).portCall }
}

extension StubImageConfigurationRepositoryCall {
    /// The call as data: `StubbedCall`'s `portCall`, declared on the enum as 1.x had it.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var portCall: PortCall { (self as any StubbedCall).portCall }
}

extension StubMovieRatingRepositoryCall {
    /// The call as data: `StubbedCall`'s `portCall`, declared on the enum as 1.x had it.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var portCall: PortCall { (self as any StubbedCall).portCall }
}
