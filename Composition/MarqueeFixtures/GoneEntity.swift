/// A stub entity the API no longer has: asked for by id it answers its own "not found", or a batch that asked
/// for it came back without it. Drift, not a failure: the stub entity should go or be replaced.
package struct GoneEntity: Sendable, Hashable {
    /// The stub entity affected.
    package let entity: StubEntity
    /// Its title or name in the stub data, when it has one.
    package let name: String?
    /// What the API said: `GET /3/movie/11?language=en-US answered 404 (The resource … could not be found.)`.
    package let evidence: String

    /// `stub movie 11 "Star Wars": GET /3/movie/11 answered 404 (…)`.
    var line: String {
        "\(entity)\(name.map { " \(DriftComparison.show(.string($0)))" } ?? ""): \(evidence)"
    }
}
