/// Why a request's input is refused: the parameter (or the control endpoint's `scenario`) and a one-line detail.
/// The service answers it as a 400 `invalid-parameter` problem document.
public struct ParameterProblem: Error, Hashable, Sendable {
    /// The parameter that is wrong, e.g. `page`.
    public let parameter: String
    /// What is wrong with it, one line, e.g. `page must be a whole number, got 'x'`.
    public let detail: String

    /// A problem with `parameter` for `detail`.
    public init(_ parameter: String, _ detail: String) {
        self.parameter = parameter
        self.detail = detail
    }
}
