import SharedKernel

/// Why Marquee refuses an input, in the same words on every host: `marquee` prints the message as
/// `marquee: <message>` and exits 2, the JSON API answers a 400 problem naming ``parameter`` with the message as its
/// `detail`, and a page shows the message in its error state.
///
/// The message names the value as every host does (`page`, `movie ID`, `status`), quotes what was given with
/// `UserText.quoted`, and stays one line. A structured input (a JSON document) names the path to the value in
/// ``parameter``, e.g. `data.movies[0].title`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value that is wrong, as a query string names it: `page`, `id`, `query`, `status`, or a parameter the
    /// request should not have given.
    public let parameter: String
    /// What is wrong, one line, e.g. `page must be a whole number of at least 1, got 'x'`.
    public let message: String

    /// A refusal of `parameter` saying `message`.
    package init(_ parameter: String, _ message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// `text`, given as `label` (a page, an id), refused by the value type's `error`; `maximum` is the last value
    /// there is, when there is one below `Int.max`.
    static func wholeNumber(
        _ error: WholeNumberError, parameter: String, label: String, maximum: Int? = nil
    ) -> InputError {
        switch error {
        case .notAWholeNumber(let text), .belowOne(let text):
            let range = maximum.map { "from 1 through \($0)" } ?? "of at least 1"
            return InputError(parameter, "\(label) must be a whole number \(range), got \(UserText.quoted(text))")
        case .aboveMaximum(let text, let limit):
            guard let maximum else {
                // A whole number, just not one any service has.
                return InputError(parameter, "\(label) is too large: at most \(limit), got \(UserText.quoted(text))")
            }
            return InputError(
                parameter, "\(label) must be a whole number from 1 through \(maximum), got \(UserText.quoted(text))")
        }
    }

    /// `text`, given for `parameter`, is none of `choices`.
    static func notOneOf(_ choices: [String], parameter: String, got text: String) -> InputError {
        let list = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
        return InputError(parameter, "\(parameter) must be \(list), got \(UserText.quoted(text))")
    }

    /// `parameter`'s text is longer than `maximumLength` characters once trimmed.
    static func tooLong(_ parameter: String, maximumLength: Int) -> InputError {
        InputError(parameter, "\(parameter) must be at most \(maximumLength) characters")
    }

    /// `parameter`'s text has a control character (a NUL, a tab, an escape).
    static func controlCharacter(_ parameter: String) -> InputError {
        InputError(parameter, "\(parameter) must not contain control characters")
    }

    /// `parameter`'s value, percent-decoded, is not UTF-8 text (always a parameter the route reads: any other
    /// name is refused, or ignored by a form's reading, before its value is looked at).
    static func notUTF8(_ parameter: String) -> InputError {
        InputError(parameter, "\(parameter) must be UTF-8 text")
    }
}
