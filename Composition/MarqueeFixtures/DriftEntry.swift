import CompositionKit

/// One need's outcome in a ``DriftReport``.
package struct DriftEntry: Sendable {
    /// The need.
    package let question: String
    /// The recorded request that answered it; `nil` when the folder has no recording for it.
    package let recording: String?
    /// Whether the stub's answer was compared (the 401 recording is kept, never compared).
    package let compared: Bool
    /// The differences, in path order (a gone entity is not among them: see ``gone``).
    package let differences: [FieldDifference]
    /// The stub entities the API no longer has.
    package let gone: [GoneEntity]
    /// For a need without a recording: the closest recorded request and how it differs.
    package let nearMiss: String?
    /// The kind of stub entity the need asks for (``FixtureNeed/entityKind``).
    package let entityKind: StubEntity.Kind?
    /// The one entity's id (``FixtureNeed/entityID``).
    package let entityID: Int?
    /// What the adapter read from the recording, as compared; `nil` without a recording.
    package let recorded: JSONValue?
    /// How many stub entities the comparison covered: 1 for one asked by id, a batch's size, 0 for other answers.
    package let entities: Int
}
