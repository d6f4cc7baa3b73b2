import MarqueeJSON

extension JSONValue {
    /// What `call` answers, as golden output shows a stub's answer: `render` of the value it returns, or
    /// `{"error": "<the error as String(describing:)>"}` (e.g. `"pageOutOfRange(page: 4)"`) for the error it
    /// throws, so failures are answers like any other.
    package static func answer<Value, Failure: Error>(
        of call: () async throws(Failure) -> Value, rendering render: (Value) -> JSONValue
    ) async -> JSONValue {
        do {
            return render(try await call())
        } catch {
            return .object(["error": .string(String(describing: error))])
        }
    }
}
