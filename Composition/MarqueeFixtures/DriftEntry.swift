import CompositionKit

/// One need's outcome in a ``DriftReport``.
public struct DriftEntry: Sendable {
    /// The need.
    public let question: String
    /// The recorded request that answered it; `nil` when the folder has no recording for it.
    public let recording: String?
    /// Whether the stub's answer was compared (the 401 recording is kept, never compared).
    public let compared: Bool
    /// The differences, in path order (a gone entity is not among them: see ``gone``).
    public let differences: [FieldDifference]
    /// The stub entities the API no longer has.
    public let gone: [GoneEntity]
    /// For a need without a recording: the closest recorded request and how it differs.
    public let nearMiss: String?
    /// The kind of stub entity the need asks for (``FixtureNeed/entityKind``).
    public let entityKind: StubEntity.Kind?
    /// The one entity's id (``FixtureNeed/entityID``).
    public let entityID: Int?
    /// What the adapter read from the recording, as compared; `nil` without a recording.
    public let recorded: JSONValue?
    /// How many stub entities the comparison covered: 1 for one asked by id, a batch's size, 0 for other answers.
    public let entities: Int
}
