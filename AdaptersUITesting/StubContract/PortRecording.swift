import Foundation
import MarqueeJSON
import StubHTTPServer
import Synchronization
import UITestScenario

/// A recording of a service's live adapter, made by a decorator over it: each call and its answer (the call as the
/// stub records it, the answer as JSON), and the items the answers hold as the stub's data, in the JSON its
/// ``UITestScenario/StubDataKind``s read (`{"version": 2, "data": {"books": [ … ]}}`). The fields the service names
/// are redacted before anything is kept, so no secret or personal value is ever written.
///
/// ```swift
/// struct RecordedBookSource: BookSource {
///     let live: any BookSource
///     let recording: PortRecording<StubBookSource>
///
///     func book(id: Int) async throws(BookSourceError) -> Book? {
///         try await recording.record(live.book(id: id), with: ["id": id])
///     }
/// }
/// ```
///
/// ``write(to:)`` writes the recording; copied over the file a kind reads its standard items from
/// (``UITestScenario/StubDataKind/init(_:identifiedBy:standardIn:)``), it is the stub's standard data. ``drift(from:)`` says,
/// field by field, where a kind's standard items and the recording part.
public final class PortRecording<Stub: StubbedPort>: Sendable {
    /// The names of the members whose values are redacted, wherever they stand in an answer.
    package let redactedFields: Set<String>
    private let state = Mutex(Recorded())

    /// What the recording holds: the calls in the order they were made, and the data as a scenario.
    private struct Recorded: Sendable {
        var calls: [RecordedCall] = []
        var scenario = Scenario.happyPath.serving(catalogue: .none)
    }

    /// An empty recording of `Stub`'s port that redacts the members named `redactedFields` (`email`, `isbn`): a
    /// string becomes `<redacted>`, a number 0, a Boolean `false`, every value inside an object or a list likewise,
    /// so that the recording still reads as the port's values.
    public init(of stub: Stub.Type = Stub.self, redacting redactedFields: Set<String> = []) {
        self.redactedFields = redactedFields
    }

    /// The calls recorded, each with its answer (redacted), in the order they were made.
    public var calls: [RecordedCall] { state.withLock { $0.calls } }

    /// The recorded data as a scenario: what a UI test can run its stubs on, as it is.
    public var scenario: Scenario { state.withLock { $0.scenario } }

    /// Records a call of `method` (the caller's own name: leave it out) with `arguments`, labelled as the method's
    /// (`["id": id]`), whose answer `answer` asks of the live adapter, with the items it answers as the data of the
    /// stub's kind of `Item` (its ``UITestScenario/StubbedPort/data``). Returns the answer, or throws the live
    /// adapter's error, unchanged.
    public func record<Item: Codable & Sendable>(
        _ answer: @autoclosure () async throws(Stub.Failure) -> [Item],
        with arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], method: String = #function
    ) async throws(Stub.Failure) -> [Item] {
        try await record(call(method, arguments), answer, items: { $0 })
    }

    /// Records a call of `method` and the item it answers, if any, as the data of the stub's kind of `Item`.
    public func record<Item: Codable & Sendable>(
        _ answer: @autoclosure () async throws(Stub.Failure) -> Item?,
        with arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], method: String = #function
    ) async throws(Stub.Failure) -> Item? {
        try await record(call(method, arguments), answer, items: { $0.map { [$0] } ?? [] })
    }

    /// Records a call of `method` and the item it answers as the data of the stub's kind of `Item`.
    public func record<Item: Codable & Sendable>(
        _ answer: @autoclosure () async throws(Stub.Failure) -> Item,
        with arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], method: String = #function
    ) async throws(Stub.Failure) -> Item {
        try await record(call(method, arguments), answer, items: { [$0] })
    }

    /// Records a call of `method`, a method that returns nothing (a write): its answer is `null`, or its failure.
    public func record(
        _ answer: @autoclosure () async throws(Stub.Failure) -> Void,
        with arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], method: String = #function
    ) async throws(Stub.Failure) {
        try await record(call(method, arguments), answer, items: { _ in [Never]() })
    }

    /// The call of `method` with `arguments`; a method that is not among the stub's `Method` cases is a programming
    /// error.
    private func call(_ method: String, _ arguments: KeyValuePairs<String, any Encodable & Sendable>) -> PortCall {
        PortCall(method: StubPort<Stub.Method, Stub.Failure>.methodName(method).rawValue, arguments)
    }

    private func record<Value, Item: Codable & Sendable>(
        _ call: PortCall, _ answer: () async throws(Stub.Failure) -> Value, items: (Value) -> [Item]
    ) async throws(Stub.Failure) -> Value {
        let value: Value
        do {
            value = try await answer()
        } catch {
            let failed = RecordedCall(call: call, answer: .failure(ContractAnswer.caseName(of: error)))
            state.withLock { $0.calls.append(failed) }
            throw error
        }
        let answered = RecordedCall(call: call, answer: .value(redacted(ContractAnswer.json(of: value))))
        let kind = Stub.data.lazy.compactMap { $0 as? StubDataKind<Item> }.first
        let objects = kind.map { $0.entities(items(value)).map(redacted) } ?? []
        state.withLock {
            $0.calls.append(answered)
            if let kind {
                $0.scenario = $0.scenario.serving(objects, as: kind.name, identifiedBy: kind.identifyingKey)
            }
        }
        return value
    }

    /// The recording as the stub's data reads it: `{"version": 2, "data": {"books": [ … ]}}`, each member on a line
    /// of its own, indented by two spaces, ending with a newline; the kinds sorted, each kind's items in the order
    /// they were first answered, their members sorted.
    public var json: String {
        guard case .object(let document) = scenario.canonicalJSON,
            let data = document.members.first(where: { $0.key == "data" })?.value
        else { return JSONValue.object(["version": .integer(2), "data": .object([:])]).rendered(pretty: true) }
        return JSONValue.object(["version": .integer(2), "data": data]).rendered(pretty: true)
    }

    /// Writes ``json`` to `url`, creating its folder.
    public func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url, options: .atomic)
    }

    /// `object` with every member named in `redactedFields` redacted.
    func redacted(_ object: JSONObject) -> JSONObject {
        JSONObject(
            members: object.members.map {
                ($0.key, redactedFields.contains($0.key) ? Self.placeholder(for: $0.value) : redacted($0.value))
            })
    }

    /// `value` with every member named in `redactedFields` redacted.
    func redacted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): .object(redacted(object))
        case .array(let values): .array(values.map(redacted))
        default: value
        }
    }

    /// What stands for a redacted value: Marquee's recordings' placeholder for a string, zero, `false`, and the same
    /// inside an object or a list.
    private static func placeholder(for value: JSONValue) -> JSONValue {
        switch value {
        case .null: .null
        case .bool: .bool(false)
        case .integer: .integer(0)
        case .number: .number(0)
        case .string: .string(RecordingRedaction.placeholder)
        case .array(let values): .array(values.map(placeholder))
        case .object(let object):
            .object(JSONObject(members: object.members.map { ($0.key, placeholder(for: $0.value)) }))
        }
    }
}

/// One call a ``PortRecording`` recorded: the call as the stub records it, and the live adapter's answer
/// (redacted).
public struct RecordedCall: Sendable, Hashable {
    /// The call: `book(id: 1)`.
    public let call: PortCall
    /// Its answer: the value as JSON (`null` for a method that returns nothing), or the failure's type and case.
    public let answer: ContractAnswer
}
