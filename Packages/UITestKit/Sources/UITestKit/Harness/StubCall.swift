import Foundation

/// One call a service's stub received, as `/__uitest/calls` reports it: the method's name and its arguments by
/// label, as JSON.
///
/// Two calls are equal when their methods are and their arguments hold the same JSON (members in any order): the
/// arguments are kept as canonical JSON text, keys sorted.
@available(*, deprecated, message: "compare the service's own typed call values: checkCalls(to:are:), checkCall(_:to:)")
public struct StubCall: Sendable, Hashable, CustomStringConvertible {
    /// The method, by name: `popularMovies`.
    public let method: String
    /// The arguments by label, as canonical JSON text: `{"page":1,"query":"fight"}`.
    public let arguments: String

    init(_ call: CanonicalCall) {
        method = call.method
        arguments = call.arguments
    }

    /// A call of `method` whose arguments encode as `arguments` (an object by label, a dictionary, or any
    /// `Encodable` value; `[String: Int]()` for none).
    public init(method: String, arguments: some Encodable) throws {
        self.init(try CanonicalCall(method: method, arguments: arguments))
    }

    /// The call a stub's own typed value stands for: a case of the service's enum of calls, whose synthesized
    /// `Encodable` form `{"book": {"id": 2}}` is read as the method `book` with the arguments `{"id": 2}`.
    public init(_ call: some Encodable) throws {
        self.init(try CanonicalCall(call))
    }

    /// The kit's form of the call.
    var call: CanonicalCall { CanonicalCall(method: method, canonicalArguments: arguments) }

    /// `popularMovies({"page":1})`.
    public var description: String { "\(method)(\(arguments))" }
}
