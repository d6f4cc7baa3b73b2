import MarqueeServiceInput

extension Problem {
    /// The 400 for a request input the service's parsing refused (``ParameterProblem``), naming the parameter.
    init(_ problem: ParameterProblem) {
        self = .invalidParameter(problem.parameter, problem.detail)
    }
}
