import MarqueeTestSupport
import StubHTTPServer
import UITestScenario

/// An API as the loopback server simulates it: what every port on that API shares (its base path, its answers in
/// a failure, its not-found answer for anything unknown). Each port's contract suite adds the endpoints its adapter
/// calls, so a new port on an existing API changes no harness file.
///
/// Why this is a second replay beside marquee-service's `MarqueeUpstreamReplay` (the recorded payloads that
/// `marquee-service-replay` and the UI tests' replay backend serve): a contract asks every question of a port (any
/// page, a search, a batch of ids, a page past the end, an id that is not there) of the stub and of the adapter over
/// the same world, the shared contract data, in every behaviour. A recording answers only the requests it was made
/// of, four of them; the simulated API answers each question with the real API's semantics (pagination, credentials,
/// its 400 for a page past its limit). What the two share is shared: the recordings (`Fixture`, the recorded 401
/// and 404s) and the one mapping of a behaviour onto HTTP (`UpstreamFailureAnswers`).
protocol ReplayAPI: Sendable {
    /// Which of Marquee's upstream APIs it is.
    var api: UpstreamFailureAnswers.API { get }
    /// The APIs' answers in each behaviour, the one mapping the UI tests' replay backend applies too.
    var answers: UpstreamFailureAnswers { get }
}

extension ReplayAPI {
    /// The path the API's base URL ends with, e.g. `/3`.
    var basePath: String { api.basePath }

    /// The API's 404 for an unknown id or path, as recorded.
    var notFound: StubResponse { answers.notFound(from: api) }

    /// Registers on `server` what the API answers in `behavior`. For a failure that is the failure, on every
    /// route. Otherwise (`happyPath`, `empty`, `notFound`) it is the port's `endpoints` for that behaviour, and the
    /// API's 404 for everything else.
    func install(
        on server: StubHTTPServer, behavior: PortBehavior,
        endpoints: (_ server: StubHTTPServer, _ behavior: PortBehavior) throws(ContractHarnessError) -> Void
    ) throws(ContractHarnessError) {
        if let failure = behavior.failure {
            server.registerCatchAll(answers.answer(failure, from: api))
        } else {
            server.registerCatchAll(notFound)
            try endpoints(server, behavior)
        }
    }
}
