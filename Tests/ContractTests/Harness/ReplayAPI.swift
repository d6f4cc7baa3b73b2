import MarqueeTestSupport
import StubHTTPServer

/// An API as the loopback server replays it: what every port on that API shares (its base path, its answers to
/// the failure conditions, its not-found answer for anything unknown). Each port's contract suite adds the
/// endpoints its adapter calls, so a new port on an existing API changes no harness file.
protocol ReplayAPI: Sendable {
    /// Which of Marquee's upstream APIs it is.
    var api: UpstreamFailureAnswers.API { get }
    /// The APIs' answers in a failure, the one mapping the UI tests' replay backend applies too.
    var answers: UpstreamFailureAnswers { get }
}

extension ReplayAPI {
    /// The path the API's base URL ends with, e.g. `/3`.
    var basePath: String { api.basePath }

    /// The API's 404 for an unknown id or path, as recorded.
    var notFound: StubResponse { answers.answer(.notFound, from: api) }

    /// Registers on `server` what the API answers in `condition`. For a failure condition that is the failure,
    /// on every route. Otherwise (`happyPath`, `empty`, `notFound`) it is the port's `endpoints` for that
    /// condition, and the API's 404 for everything else.
    func install(
        on server: StubHTTPServer, condition: WorldCondition,
        endpoints: (_ server: StubHTTPServer, _ condition: WorldCondition) throws(ContractHarnessError) -> Void
    ) throws(ContractHarnessError) {
        if let failure = condition.failure {
            server.registerCatchAll(answers.answer(failure, from: api))
        } else {
            server.registerCatchAll(notFound)
            try endpoints(server, condition)
        }
    }
}
