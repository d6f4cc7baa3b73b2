extension Scenario {
    /// Every port answers from the stub data at once. The default.
    public static let happyPath = Scenario()
    /// Every list is empty and every lookup by id finds nothing.
    public static let empty = Scenario(defaultBehavior: .empty)
    /// Every lookup by id finds nothing; lists are empty.
    public static let notFound = Scenario(defaultBehavior: .notFound)
    /// Every port refuses the credential.
    public static let unauthorized = Scenario(defaultBehavior: .unauthorized)
    /// Every port fails as unavailable.
    public static let serverError = Scenario(defaultBehavior: .serverError)
    /// The first call to each port fails as unavailable; every later call succeeds (a retry recovers).
    public static let failThenRecover = Scenario(defaultBehavior: .failThenRecover(failures: 1, failure: .unavailable))
    /// Every port answers from the stub data after 2 seconds, long enough to see loading states.
    public static let slow = Scenario(delayMilliseconds: 2000)

    /// The presets every port set is offered, by name, in the order ``presetNames`` lists them; a port set adds its
    /// own (`StubbedPort.presets`).
    package static let presets: [(name: String, scenario: Scenario)] = [
        ("happyPath", .happyPath),
        ("empty", .empty),
        ("notFound", .notFound),
        ("unauthorized", .unauthorized),
        ("serverError", .serverError),
        ("failThenRecover", .failThenRecover),
        ("slow", .slow),
    ]

    /// The names ``parse(_:)`` accepts besides inline JSON; a world of port sets accepts theirs too
    /// (`StubWorld.presetNames(for:)`).
    public static let presetNames: [String] = presets.map(\.name)

    /// The preset called `name` (exact spelling), or `nil`.
    public static func preset(named name: String) -> Scenario? {
        presets.first { $0.name == name }?.scenario
    }
}
