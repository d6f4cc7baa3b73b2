extension ScenarioError {
    /// What was wrong with a scenario: ``ScenarioErrorReason``, by the name callers write.
    public typealias Reason = ScenarioErrorReason
}
