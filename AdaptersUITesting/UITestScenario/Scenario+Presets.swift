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
    /// Characters load but their episodes fail: a character's details fail after the character itself loaded.
    package static let episodesUnavailable = Scenario().with(.serverError, for: "EpisodeRepository")
    /// Movies load but the image configuration fails: movie details fail although the movie itself loads.
    package static let imageConfigurationUnavailable = Scenario().with(
        .serverError, for: "ImageConfigurationRepository")

    /// The presets by name, in the order ``presetNames`` lists them.
    package static let presets: [(name: String, scenario: Scenario)] = [
        ("happyPath", .happyPath),
        ("empty", .empty),
        ("notFound", .notFound),
        ("unauthorized", .unauthorized),
        ("serverError", .serverError),
        ("failThenRecover", .failThenRecover),
        ("slow", .slow),
        ("episodesUnavailable", .episodesUnavailable),
        ("imageConfigurationUnavailable", .imageConfigurationUnavailable),
    ]

    /// The names ``parse(_:)`` accepts besides inline JSON.
    public static let presetNames: [String] = presets.map(\.name)

    /// The preset called `name` (exact spelling), or `nil`.
    public static func preset(named name: String) -> Scenario? {
        presets.first { $0.name == name }?.scenario
    }
}
