import Foundation
import Synchronization
import Testing

/// The services of one system under test, by name, as a UI test reaches their `/__uitest/` controls: a page of the
/// first calls the second, which may call a third. A test opens one UI-test session under the same id on each
/// (``startSession(id:scenarios:sourceLocation:)``), so that a request crossing from one service to the next, which
/// carries the session as the W3C baggage entry `uitest-session=<id>`, is served in the same session on both:
///
/// ```swift
/// let system = UITestSystem(["marquee": marquee.baseURL, "watchlist": watchlist.baseURL])
/// let session = try await system.startSession(scenarios: ["watchlist": "empty"])
/// // … the test drives marquee's pages in the session …
/// try await session.control(for: "watchlist").checkCalls(to: "Watchlist", are: [WatchlistCall.add(id: 550)])
/// try await session.end()
/// ```
///
/// Every failure of a service's control begins with the service's name (`service watchlist: …`).
public struct UITestSystem: Sendable {
    /// The services' names, in the order given: the first is the one whose pages the test visits.
    public let names: [String]
    private let baseURLs: [URL]

    /// The system of `services`, each a name and the service's base URL, in order (the first the one whose pages the
    /// test visits). Two services of one name are a programming error.
    public init(_ services: KeyValuePairs<String, URL>) {
        names = services.map(\.key)
        baseURLs = services.map(\.value)
        precondition(Set(names).count == names.count, "UITestSystem: two services are named alike: \(names)")
    }

    /// Starts a UI-test session named `id` on every service, in order (`PUT /__uitest/sessions/{id}`,
    /// ``StubControl/startSession(id:scenario:sourceLocation:)``), each simulating its scenario in `scenarios` (a
    /// preset name or inline JSON, by service name; the service's launch scenario when it has none). Without `id` the
    /// kit names one this process has not used (`uitest-<process>-<n>`). A service that refuses the session fails
    /// with its name and its answer, and the sessions already started on the others are ended; a scenario for a
    /// service the system does not have fails before any starts.
    public func startSession(
        id: String? = nil, scenarios: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> SystemSession {
        if let unknown = scenarios.keys.sorted().first(where: { !names.contains($0) }) {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message:
                    "a scenario for \"\(unknown)\", which is no service of the system (\(names.joined(separator: ", ")))",
                sourceLocation: sourceLocation)
        }
        let id = id ?? Self.nextSessionID()
        var controls: [StubControl] = []
        for (name, baseURL) in zip(names, baseURLs) {
            let control = StubControl(baseURL: baseURL, session: nil, sessionCookie: nil, serviceName: name)
            do {
                controls.append(
                    try await control.startSession(id: id, scenario: scenarios[name], sourceLocation: sourceLocation))
            } catch {
                for started in controls { try? await started.endSession(sourceLocation: sourceLocation) }
                throw error
            }
        }
        return SystemSession(id: id, controls: controls)
    }

    /// How many sessions this process named (``nextSessionID()``).
    private static let named = Atomic(0)

    /// A session id this process has not named before: `uitest-<process id>-<n>`, so tests of two processes on one
    /// machine sharing a service never name the same.
    static func nextSessionID() -> String {
        let count = named.add(1, ordering: .relaxed).newValue
        return "uitest-\(ProcessInfo.processInfo.processIdentifier)-\(count)"
    }
}
