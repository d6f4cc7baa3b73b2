extension Result {
    /// The outcome of `call` as a value. `async let` does not carry a typed error through `await`, so a use case
    /// that runs ports concurrently captures each call this way and decides afterwards which error to report.
    package static func catching(_ call: () async throws(Failure) -> Success) async -> Result<Success, Failure> {
        do {
            return .success(try await call())
        } catch {
            return .failure(error)
        }
    }
}
