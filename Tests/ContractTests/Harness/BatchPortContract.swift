import SharedKernel
import StubContract
import StubHTTPServer
import Testing
import UITestScenario

/// The contract every batch port (`…(withIDs:)` on one `GET /<resource>/1,2,3`) shares, written once: a suite
/// names its subject, its call and its port's errors, and each of its tests is one line calling a check here.
/// What is specific to the port (its data, its recorded payloads) stays in the suite.
struct BatchPortContract<Port: Sendable, Value: Identifiable & Equatable & Sendable, Failure>: Sendable
where Value.ID == Int, Failure: UpstreamFailureCarrying & Equatable {
    /// The port's implementation in a behaviour of the world.
    let subject: @Sendable (Implementation, PortBehavior) throws -> ContractSubject<Port>
    /// The batch call.
    let fetch: @Sendable (Port, [Int]) async throws -> [Value]
    /// The request path of a batch, e.g. `/api/location/` (the ids follow).
    let path: String

    /// Known ids come back in ascending order, each once, without the unknown ones; one id alone is read too
    /// (the API answers it with an object); an unknown id alone and no ids are `[]`.
    func expectBatchSemantics(_ implementation: Implementation, known: [Int], unknown: Int) async throws {
        let subject = try subject(implementation, .happyPath)
        defer { subject.stop() }
        let asked = known.reversed() + [unknown] + known.prefix(1)

        let mixed = try await fetch(subject.port, asked)
        let single = try await fetch(subject.port, Array(known.prefix(1)))
        let unknownAlone = try await fetch(subject.port, [unknown])
        let none = try await fetch(subject.port, [])

        #expect(mixed.map(\.id) == known.sorted())
        #expect(single.map(\.id) == Array(known.prefix(1)))
        #expect(unknownAlone.isEmpty)
        #expect(none.isEmpty)
    }

    /// A failing service fails both calls (several ids, one id) with the same domain error on both sides, after as
    /// many attempts as the retry policy says.
    func expectFailure(_ implementation: Implementation, _ behavior: PortBehavior, ids: [Int]) async throws {
        let subject = try subject(implementation, behavior)
        defer { subject.stop() }
        let expected = Failure.upstream(try #require(behavior.failure))
        let port = subject.port

        await #expect(throws: expected) { try await fetch(port, ids) }
        await #expect(throws: expected) { try await fetch(port, Array(ids.prefix(1))) }
        subject.expectAttempts(forEachOf: 2, in: behavior)
    }

    /// A cancelled caller gets `.cancelled`: the HTTP adapter's while the request for `ids` is in flight.
    func expectCancelled(_ implementation: Implementation, ids: [Int]) async throws {
        let subject = try subject(implementation, .happyPath)
        defer { subject.stop() }
        let fetch = self.fetch
        try await subject.expectCancelled(
            Failure.upstream(.cancelled), holding: path + ids.map(String.init).joined(separator: ",")
        ) { _ = try await fetch($0, ids) }
    }

    /// Arguments come before the service: no ids above 0 is `[]` without asking it, whatever its state.
    func expectArgumentsFirst(_ implementation: Implementation, _ behavior: PortBehavior) async throws {
        let subject = try subject(implementation, behavior)
        defer { subject.stop() }

        let none = try await fetch(subject.port, [])
        let noValid = try await fetch(subject.port, [0, -2])

        #expect(none.isEmpty && noValid.isEmpty)
        subject.expectNoRequests()
    }

    /// An empty world, or one where nothing is found, answers `[]` for one id and for several.
    func expectNothing(_ implementation: Implementation, _ behavior: PortBehavior, ids: [Int]) async throws {
        let subject = try subject(implementation, behavior)
        defer { subject.stop() }

        #expect(try await fetch(subject.port, ids).isEmpty)
        #expect(try await fetch(subject.port, Array(ids.prefix(1))).isEmpty)
    }

    /// In every condition of the world, each batch of `batches` asked of the stub and of the HTTP adapter is
    /// answered alike, values and failures (compared whole, not only by case): the port contract library's check
    /// (`StubContract.PortContract`), naming the batch and the behaviour with both answers side by side.
    func expectAlike(batches: [[Int]], _ what: String) async throws {
        let fetch = self.fetch
        try await ContractSubject.expectAlike(
            subject, batches.map { ids in ContractQuestion("\(what) \(ids)") { try await fetch($0, ids) } })
    }

    /// `ids` read through the HTTP adapter are what the stub answers (``Parity``).
    func expectRoundTrip(ids: [Int], _ what: String) async throws {
        let stub = try subject(.stub, .happyPath)
        let http = try subject(.http, .happyPath)
        defer { http.stop() }

        let stubValues = try await fetch(stub.port, ids)
        let httpValues = try await fetch(http.port, ids)

        #expect(!stubValues.isEmpty, "the stub knows some of \(what)")
        Parity.expectSame(stubValues, httpValues, what)
    }
}
