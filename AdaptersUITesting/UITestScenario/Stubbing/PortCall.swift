import MarqueeJSON

/// One call a stub port received, as data: the port method's name and its arguments by label, e.g. `popularMovies`
/// with `{"page": 2}`. It is what a stub records (``StubPort/call(_:empty:notFound:present:method:)``), what
/// `/__uitest/calls` carries to a UI test in another process (``json``: `{"method": …, "arguments": {…}}`), and what
/// that test compares with a typed value of its own: two recorded calls are equal when their methods are and their
/// arguments hold the same members at every depth, in whatever order.
public struct PortCall: Sendable, Hashable, CustomStringConvertible, Codable {
    /// The port method, by its Swift base name: `popularMovies`, `characters`.
    public let method: String
    /// The arguments by label, in the method's order: `{"query": "fight", "page": 1}`.
    public let arguments: JSONObject

    /// A call of `method` with `arguments`.
    public init(_ method: String, _ arguments: JSONObject = [:]) {
        self.method = method
        self.arguments = arguments
    }

    /// A call of the method `function` names (`book(id:)`, as `#function` gives it, is the method `book`) with
    /// `arguments`, each as its `Encodable` form, in name order (as a synthesized enum case encodes them).
    package init(method function: String, _ arguments: KeyValuePairs<String, any Encodable & Sendable>) {
        let members = arguments.map { ($0.key, JSONValue(encoding: $0.value)) }
        self.init(
            String(function.prefix { $0 != "(" }),
            JSONObject(members: members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }))
    }

    /// The call a typed value stands for: a case of an enum of calls, `.book(id: 2)`, whose synthesized `Encodable`
    /// form `{"book": {"id": 2}}` is the method `book` with the arguments `{"id": 2}` (a case without values, or a
    /// `String` raw value, is the method alone). What UITestKit's `checkCalls(to:are:)` reads a test's values as.
    /// A value of another form is a programming error. Label every associated value: an unlabelled one is `_0`.
    public init(_ call: some Encodable) {
        let json = JSONValue(encoding: call)
        switch json {
        case .object(let object) where object.members.count == 1:
            let (method, arguments) = object.members[0]
            guard case .object(let labelled) = arguments else {
                preconditionFailure("\(type(of: call)).\(method) does not encode its values as an object")
            }
            self.init(method, labelled)
        case .string(let method):
            self.init(method)
        default:
            preconditionFailure(
                "\(type(of: call)) is not an enum of calls (it encodes as \(json.rendered(pretty: false)))")
        }
    }

    /// `{"method": "popularMovies", "arguments": {"page": 2}}`.
    public var json: JSONValue {
        .object(["method": .string(method), "arguments": .object(arguments)])
    }

    /// The call as Swift would spell it, arguments as JSON: `searchMovies(query: "fight", page: 1)`.
    public var description: String {
        let arguments = arguments.members.map { "\($0.key): \($0.value.rendered(pretty: false))" }
        return "\(method)(\(arguments.joined(separator: ", ")))"
    }

    /// The same method, and arguments with the same members at every depth, in any order.
    public static func == (lhs: PortCall, rhs: PortCall) -> Bool {
        lhs.method == rhs.method && lhs.canonicalArguments == rhs.canonicalArguments
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(canonicalArguments)
    }

    /// Reads ``json``'s form: `method` a string, `arguments` an object (missing means none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let method = try container.decode(String.self, forKey: .method)
        switch try container.decodeIfPresent(JSONValue.self, forKey: .arguments) ?? .object([:]) {
        case .object(let arguments): self.init(method, arguments)
        default:
            throw DecodingError.typeMismatch(
                JSONObject.self,
                DecodingError.Context(codingPath: [Key.arguments], debugDescription: "arguments must be an object"))
        }
    }

    /// Writes ``json``.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    private var canonicalArguments: JSONValue { JSONValue.object(arguments).canonical }

    private enum Key: String, CodingKey {
        case method, arguments
    }
}
