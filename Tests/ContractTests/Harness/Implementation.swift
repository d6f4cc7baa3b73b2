import Testing

/// The two implementations every port's contract runs against.
enum Implementation: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The deterministic `Stub…Repository` from AdaptersUITesting.
    case stub
    /// The production HTTP adapter, talking to a loopback server that replays the API.
    case http

    var testDescription: String {
        switch self {
        case .stub: "stub"
        case .http: "HTTP adapter on the replay server"
        }
    }
}
