import Foundation
import MarqueeJSON
import Wiring

/// The calls of a service's own stubbed port, as its own enum: one case per method, named as the method, its
/// associated values labelled as the method's arguments.
///
/// ```swift
/// enum Call: StubbedCall {
///     case allBooks
///     case book(id: Int)
/// }
/// ```
///
/// The enum's synthesized `Encodable` conformance is the whole contract: `.book(id: 1)` encodes as
/// `{"book": {"id": 1}}`, which ``portCall`` reads as the method `book` with the arguments `{"id": 1}`. That is what
/// `GET /__uitest/calls` reports, and what a UI test's typed expectation encodes to (UITestKit's `StubCall(_:)`),
/// so the service and its UI tests share the enum and never spell a call as text. Label every associated value: an
/// unlabelled one is reported as `_0`.
@available(*, deprecated, message: "gone in 2.0.0: record calls with stub.call; tests use an Encodable enum")
public protocol StubbedCall: Encodable, Sendable {}

extension StubbedCall {
    /// The call as data: the case's name and its labelled values (`book(id: 1)`).
    public var portCall: PortCall {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(self))
        } catch {
            preconditionFailure("\(Self.self) does not encode as JSON: \(error)")
        }
        switch json {
        case .object(let object) where object.members.count == 1:
            let (method, arguments) = object.members[0]
            guard case .object(let labelled) = arguments else {
                preconditionFailure("\(Self.self).\(method) does not encode its values as an object")
            }
            return PortCall(method, labelled)
        case .string(let method):
            // A `RawRepresentable` enum encodes a case as its raw value.
            return PortCall(method)
        default:
            preconditionFailure("\(Self.self) is not an enum of calls (it encodes as \(json.rendered(pretty: false)))")
        }
    }
}
