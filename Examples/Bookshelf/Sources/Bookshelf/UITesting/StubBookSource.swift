import Synchronization

/// The ``BookSource`` of `-uitest`: serves the scenario in force and records every call, for the `/__uitest/`
/// control routes (``UITestControlRoutes``) to switch and report. Nothing here reads a file or the clock.
package final class StubBookSource: BookSource {
    /// One call the pages made, as `/__uitest/calls` reports it: `{"method": "book", "arguments": {"id": 2}}`.
    package struct Call: Codable, Sendable, Hashable {
        package let method: String
        package let arguments: [String: Int]
    }

    /// How many calls the log keeps; older ones are counted as dropped.
    package static let callCapacity = 100

    /// The scenario it was launched with, which a reset goes back to.
    package let launchScenario: Scenario
    private let state: Mutex<State>

    private struct State {
        var scenario: Scenario
        var calls: [Call] = []
        var dropped = 0
    }

    package init(scenario: Scenario) {
        launchScenario = scenario
        state = Mutex(State(scenario: scenario))
    }

    /// The scenario in force.
    package var scenario: Scenario { state.withLock { $0.scenario } }

    /// The calls since the launch, the last switch or reset (the most recent ``callCapacity``), and how many older
    /// ones were dropped, read together.
    package var recordedCalls: (calls: [Call], dropped: Int) { state.withLock { ($0.calls, $0.dropped) } }

    /// Serves `scenario` from now on, with an empty call log.
    package func replace(with scenario: Scenario) {
        state.withLock { $0 = State(scenario: scenario) }
    }

    /// Back to the launch scenario, with an empty call log.
    package func reset() {
        replace(with: launchScenario)
    }

    package func allBooks() async throws(BookSourceError) -> [Book] {
        try record(Call(method: "allBooks", arguments: [:]))
    }

    package func book(id: Int) async throws(BookSourceError) -> Book? {
        try record(Call(method: "book", arguments: ["id": id])).first { $0.id == id }
    }

    /// Logs `call` and answers with the scenario's books, or its failure.
    private func record(_ call: Call) throws(BookSourceError) -> [Book] {
        let scenario = state.withLock { state in
            state.calls.append(call)
            if state.calls.count > Self.callCapacity {
                state.calls.removeFirst()
                state.dropped += 1
            }
            return state.scenario
        }
        if let failure = scenario.failure {
            throw .unavailable(reason: "the scenario \"\(scenario.name)\" simulates \(failure.rawValue)")
        }
        return scenario.books
    }
}
