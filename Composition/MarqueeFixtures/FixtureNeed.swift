/// One request a recording must answer, asked through a port: the refresh drives the production adapter with it
/// (through the recording proxy), and the drift report asks it of the adapter (replaying the recording) and of
/// the stub, and compares the answers field by field.
package struct FixtureNeed: Sendable {
    /// What it asks, for people: `MovieRepository.movie(withID: 640)`.
    package let question: String
    /// The status the API must answer with for the recording to be usable: 200 for data, 401 or 404 for the
    /// error bodies the contract suites replay.
    package let expectedStatus: Int
    /// Whether the stub gives the same answer (a stub has no invalid credential: the 401 recording is only
    /// kept, never compared).
    package let comparesWithStub: Bool
    /// Whether the question is asked with a deliberately invalid credential.
    package let usesInvalidCredential: Bool
    /// Fields expected to move, besides ``FieldDifference/volatileFieldNames``: list paths whose membership and
    /// order change by themselves (today's popular movies).
    package let volatileLists: Set<String>
    /// The kind of stub entity the answer is, when it is one (or a batch of them): such a need answered with the
    /// API's own 404 means the entity is gone upstream, which is drift, not a failure.
    package let entityKind: StubEntity.Kind?
    /// The id of the one entity it asks for; `nil` for a batch, whose elements carry their ids.
    package let entityID: Int?
    /// Asks the question of `ports`; the answer rendered as canonical JSON (an error as `{"error": …}`).
    package let ask: @Sendable (FixturePorts) async -> FixtureAnswer

    /// A need; see the properties (`entity` and `id` are ``entityKind`` and ``entityID``).
    package init(
        _ question: String, expectedStatus: Int = 200, comparesWithStub: Bool = true,
        usesInvalidCredential: Bool = false, volatileLists: Set<String> = [], entity: StubEntity.Kind? = nil,
        id: Int? = nil, ask: @escaping @Sendable (FixturePorts) async -> FixtureAnswer
    ) {
        self.question = question
        self.expectedStatus = expectedStatus
        self.comparesWithStub = comparesWithStub
        self.usesInvalidCredential = usesInvalidCredential
        self.volatileLists = volatileLists
        self.entityKind = entity
        self.entityID = id
        self.ask = ask
    }
}
