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
