/// What one call to a stub does, as its port's ``PortBehavior`` decides; see there for how each stub applies it.
package enum ScenarioOutcome: Hashable, Sendable {
    /// Answer from the stub data.
    case happyPath
    /// Answer as if the data set were empty.
    case empty
    /// Answer as if nothing had the id asked for.
    case notFound
    /// Fail.
    case failure(ScenarioFailure)
}
