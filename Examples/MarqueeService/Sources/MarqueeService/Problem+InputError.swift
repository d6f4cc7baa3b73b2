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
}
