import Hummingbird
import MarqueeKit

extension Problem {
    /// The 400 for an input `MarqueeInput` refused: names the parameter, and its `detail` is the message every host
    /// shows for the same input.
    init(_ error: InputError) {
        self = .invalidParameter(error.parameter, error.message)
    }

    /// The value `read` gives, its refusal as a 400 problem.
    static func reading<Value>(_ read: () throws(InputError) -> Value) throws(Problem) -> Value {
        do {
            return try read()
        } catch {
            throw Problem(error)
        }
    }
}

extension InputValues {
    /// `request`'s query string, form-decoded (`+` is a space, as on the pages) and read strictly: a parameter not
    /// in `allowed`, or one given twice, is a 400 problem naming it.
    init(_ request: Request, allowed: Set<String>) throws(Problem) {
        let query = request.uri.query ?? ""
        self = try Problem.reading { () throws(InputError) in try InputValues(query: query, allowed: allowed) }
    }

    /// The path's `id` segment percent-decoded (`%31` is `1`, RFC 3986 §6.2.2.2), for ``movieID(_:)`` or
    /// ``characterID(_:)`` to read; as given when it does not decode to UTF-8, so that the refusal shows it.
    static func pathID(_ context: some RequestContext) -> String {
        let text = context.parameters.get("id") ?? ""
        return text.removingPercentEncoding ?? text
    }
}
