import CharactersComposition
import CompositionKit
import MoviesComposition

/// The composition root's product: one factory per bounded context. An app (or the `marquee` command, or a
/// Linux service) builds it once at start-up and asks it for use cases; it never sees an adapter.
///
/// Build it with ``live(movies:characters:httpClient:)``, ``resolve(_:httpClient:)`` (live, or stubs under
/// `-uitest`), or, in UI tests, `UITestDependencies.configure(_:scenario:)`.
public struct AppDependencies: Sendable {
    private let moviesAvailability: ContextAvailability<any MoviesFactory>

    /// The Characters context. It needs no configuration beyond its base URL, so it is always there.
    public let characters: any CharactersFactory

    /// Every context from a factory. There are no defaults on purpose: adding a context to this initializer
    /// breaks every caller at compile time, including `UITestDependencies`, until each passes a factory for it
    /// (the stub one, there). A context can never silently stay live in UI-test mode.
    public init(movies: any MoviesFactory, characters: any CharactersFactory) {
        self.moviesAvailability = .available(movies)
        self.characters = characters
    }

    /// Live wiring in which the Movies context could not be built (no usable TMDb credential). The reason is
    /// kept and thrown by ``movies`` when, and only when, something asks for the context; `moviesPortBindings`
    /// still describe the ports for the dependencies report.
    init(
        moviesUnavailable reason: ContextConfigurationError, moviesPortBindings: [PortBinding],
        characters: any CharactersFactory
    ) {
        self.moviesAvailability = .unavailable(reason, portBindings: moviesPortBindings)
        self.characters = characters
    }

    /// The Movies context. Live, it needs a TMDb credential: without a usable one, asking for it throws a
    /// ``ContextConfigurationError`` naming `TMDB_API_TOKEN` and `TMDB_API_KEY`, while everything that does not
    /// need movies (the Characters context, the dependencies report) keeps working. A service that needs
    /// movies asks for this once at start-up, so a missing credential fails the start, not the first request.
    public var movies: any MoviesFactory {
        get throws(ContextConfigurationError) {
            switch moviesAvailability {
            case .available(let factory): return factory
            case .unavailable(let reason, _): throw reason
            }
        }
    }

    /// Which implementation backs each port of every context, in context order (movies, then characters).
    public var portBindings: [PortBinding] {
        moviesAvailability.portBindings(\.portBindings) + characters.portBindings
    }

    /// The one line to print when every port is backed by a stub, e.g.
    /// `UI-test mode — all 4 ports backed by stubs (scenario: happyPath)`; `nil` when any port is live.
    public var stubBanner: String? {
        let bindings = portBindings
        var scenarios: [String] = []
        for binding in bindings {
            guard case .stub(let scenario) = binding.backing else { return nil }
            if !scenarios.contains(scenario) { scenarios.append(scenario) }
        }
        guard !scenarios.isEmpty else { return nil }
        let label = scenarios.count == 1 ? "scenario" : "scenarios"
        return "UI-test mode — all \(bindings.count) ports backed by stubs (\(label): "
            + scenarios.joined(separator: ", ") + ")"
    }
}
