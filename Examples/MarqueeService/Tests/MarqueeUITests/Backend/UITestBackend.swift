import Foundation
import Testing

/// What the Marquee UI suite's pages are served from, chosen by `UI_TEST_BACKEND` for the whole run:
///
/// - `stub` (the default): `marquee-service -uitest` on its deterministic stubs, switched through `/__uitest/`;
/// - `replay`: `marquee-service` live, its production HTTP adapters pointed (`API_BASE_URL`) at a `StubHTTPServer`
///   in the test process that replays the recorded upstream payloads (``UpstreamReplayServer``), one per test.
///
/// A test whose data is not in the recordings is skipped on the replay backend with the reason
/// (``Testing/Trait/notOnReplay(_:)``); a state only HTTP reaches is tested on the replay backend only
/// (``Testing/Trait/replayOnly``).
enum UITestBackend: String, Sendable, CaseIterable {
    case stub
    case replay

    /// The environment variable that picks the backend.
    static let environmentVariable = "UI_TEST_BACKEND"

    /// The backend of this run; `nil` when `UI_TEST_BACKEND` names none (every launch then fails, naming it).
    static let current = UITestBackend(environment: ProcessInfo.processInfo.environment)

    /// The backend `environment` asks for: ``stub`` when unset or empty, `nil` for an unknown name.
    init?(environment: [String: String]) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = .stub
            return
        }
        self.init(rawValue: value.lowercased())
    }

    /// Why a run cannot start: `UI_TEST_BACKEND` names no backend.
    static var unknownBackendMessage: String {
        "\(environmentVariable) must be " + allCases.map(\.rawValue).joined(separator: " or ") + ", not '"
            + (ProcessInfo.processInfo.environment[environmentVariable] ?? "") + "'"
    }

    /// How many pages of popular movies the backend's data has: the stubs' 45 movies, or TMDb's own total, which
    /// the service caps at 500, on the recorded page.
    var popularMoviePages: Int {
        switch self {
        case .stub: 3
        case .replay: 500
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test on the replay backend, saying why (`reason`: what the recordings lack), so that a run lists
    /// every test it did not run and the reason.
    static func notOnReplay(_ reason: String) -> Self {
        .disabled(
            if: UITestBackend.current == .replay,
            Comment(rawValue: "not on the replay backend: \(reason)"))
    }

    /// Runs the test on the replay backend only: a page state only the upstream's HTTP reaches (a status, a
    /// header, a body the adapters cannot read, a timeout), which no stub scenario produces.
    static var replayOnly: Self {
        .enabled(
            if: UITestBackend.current == .replay,
            "replay backend only (UI_TEST_BACKEND=replay): a state only the upstream's HTTP reaches")
    }
}
