/// A test bundle has no copy of the JSON fixture a test asked ``JSONFixture`` for.
public struct JSONFixtureNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fixture's name, without `.json`.
    public let name: String

    /// The error for the fixture `name`.
    public init(name: String) {
        self.name = name
    }

    /// One line for a test failure.
    public var description: String { "fixture \(name).json is not in the test bundle" }
}
