import StubHTTPServer

/// An API as the loopback server replays it: what every port on that API shares (its base path, its answers to
/// the failure conditions, its not-found answer for anything unknown). Each port's contract suite adds the
/// endpoints its adapter calls, so a new port on an existing API changes no harness file.
protocol ReplayAPI: Sendable {
    /// The path the API's base URL ends with, e.g. `/3`.
    var basePath: String { get }

    /// Registers on `server` what the API answers in `condition`. For a failure condition that is the failure,
    /// on every route. Otherwise (`happyPath`, `empty`, `notFound`) it is the port's `endpoints` for that
    /// condition, and the API's 404 for everything else.
    func install(
        on server: StubHTTPServer, condition: WorldCondition,
        endpoints: (_ server: StubHTTPServer, _ condition: WorldCondition) throws(ContractHarnessError) -> Void
    ) throws(ContractHarnessError)
}
