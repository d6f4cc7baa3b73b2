import Testing
import UITestScenario

/// A port's contract: expectations written once, as Swift Testing tests, that the port's stub and its live adapter
/// must answer alike. Each expectation asks one question of the port under a scenario; the contract asks it of the
/// stub built for that scenario (a ``UITestScenario/StubbedPort``'s `init(scenario:clock:)`) and of the live adapter
/// the service puts in the same state (against a recording, a test database, a loopback server), and fails when the
/// two answers differ, naming the expectation and giving both answers side by side.
///
/// ```swift
/// let contract = PortContract<any BookSource>(
///     stub: StubBookSource.self, live: { $0 == .happyPath ? ShippedBooks() : ShippedBooks(books: []) })
///
/// @Test("An unknown id is not found")
/// func unknownBook() async {
///     await contract.expect { try await $0.book(id: 999) }
/// }
/// ```
public struct PortContract<Port: Sendable>: Sendable {
    private let stub: @Sendable (Scenario) throws(ScenarioError) -> Port
    private let live: @Sendable (Scenario) async throws -> Port
    private let failure: @Sendable (any Error) -> String

    /// The contract of a port whose stub is `Stub`, built for each expectation with its `init(scenario:clock:)`
    /// under the expectation's scenario (checked first, as a launch checks it: a stub whose data does not read
    /// answers with that error), waiting on `clock` for the scenario's delays; and whose live adapter `live` gives
    /// in the state the scenario names: `happyPath` the world the stub's standard data describes, `empty` and
    /// `notFound` one with nothing in it, a failure (`serverError`, `unauthorized`) one that fails that way. A live
    /// adapter that cannot be put in a state throws; the expectation then fails, never passes on the stub alone.
    /// `failure` names a thrown error for the comparison (by default ``ContractAnswer/caseName(of:)``: its type and
    /// case). `Stub` must be a `Port`.
    public init<Stub: StubbedPort>(
        stub: Stub.Type, clock: any Clock<Duration> = ContinuousClock(),
        live: @escaping @Sendable (Scenario) async throws -> Port,
        failure: @escaping @Sendable (any Error) -> String = ContractAnswer.caseName(of:)
    ) {
        self.stub = { scenario throws(ScenarioError) in
            try Stub.requireValid(scenario)
            guard let port = Stub(scenario: scenario, clock: clock) as? Port else {
                preconditionFailure(
                    "\(Stub.self) is not a \(Port.self): the contract cannot ask it the port's questions")
            }
            return port
        }
        self.live = live
        self.failure = failure
    }

    /// The contract of a port whose stub `stub` builds for a scenario (a stub that is not a `StubbedPort` of its
    /// own, such as one of a factory's), and whose live adapter `live` gives in the state the scenario names, as
    /// ``init(stub:clock:live:failure:)`` says.
    public init(
        stub: @escaping @Sendable (Scenario) -> Port,
        live: @escaping @Sendable (Scenario) async throws -> Port,
        failure: @escaping @Sendable (any Error) -> String = ContractAnswer.caseName(of:)
    ) {
        self.stub = { scenario throws(ScenarioError) in stub(scenario) }
        self.live = live
        self.failure = failure
    }

    /// Asks `question` of the stub under `scenario` and of the live adapter in the same state, and returns how
    /// their answers part, or `nil` when they answer alike. Records nothing: ``expect(_:in:sourceLocation:_:)``
    /// is the test's way; this is for a test of the contract itself.
    public func compare<Answer>(
        _ expectation: String, in scenario: Scenario = .happyPath, _ question: (Port) async throws -> Answer
    ) async -> ContractMismatch? {
        let (stubAnswer, liveAnswer) = await answers(in: scenario, question)
        return ContractMismatch(expectation: expectation, scenario: scenario.name, stub: stubAnswer, live: liveAnswer)
    }

    /// Expects the stub under `scenario` and the live adapter in the same state to answer `question` alike, and
    /// records an issue naming the expectation (by default the running test's name) with both answers side by side
    /// when they do not. Returns the stub's answer, for a test that also says what the answer must be.
    @discardableResult
    public func expect<Answer>(
        _ expectation: String? = nil, in scenario: Scenario = .happyPath,
        sourceLocation: SourceLocation = #_sourceLocation, _ question: (Port) async throws -> Answer
    ) async -> ContractAnswer {
        let name = expectation ?? Test.current?.displayName ?? Test.current?.name ?? "expectation"
        let (stubAnswer, liveAnswer) = await answers(in: scenario, question)
        if let mismatch = ContractMismatch(
            expectation: name, scenario: scenario.name, stub: stubAnswer, live: liveAnswer)
        {
            Issue.record(Comment(rawValue: mismatch.description), sourceLocation: sourceLocation)
        }
        return stubAnswer
    }

    /// `question`'s answer from a fresh stub under `scenario`, then from the live adapter in that state.
    private func answers<Answer>(
        in scenario: Scenario, _ question: (Port) async throws -> Answer
    ) async -> (stub: ContractAnswer, live: ContractAnswer) {
        let stubAnswer: ContractAnswer
        do throws(ScenarioError) {
            let port = try stub(scenario)
            stubAnswer = await ContractAnswer.of(port, failure: failure, question)
        } catch {
            stubAnswer = .failure("the stub cannot be built for the scenario \(scenario.name): \(error)")
        }
        do {
            return (stubAnswer, await ContractAnswer.of(try await live(scenario), failure: failure, question))
        } catch {
            return (stubAnswer, .failure("the live adapter cannot be put in the scenario \(scenario.name): \(error)"))
        }
    }
}
