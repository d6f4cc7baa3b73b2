import CharactersAdapters
import CharactersApplication
import CharactersComposition
import HTTPTransport
import MoviesAdapters
import MoviesApplication
import MoviesComposition

/// The composition root's product: the ports of every bounded context, and the application factory built on them.
/// An app (or the `marquee` command, or a Linux service) builds it once at start-up and asks it for use cases; it
/// never sees an adapter. Live and UI-test wiring differ only in the ``MoviesComposition/MoviesWiring`` and
/// ``CharactersComposition/CharactersWiring`` they pass: those records are the seam.
///
/// Build it with ``live(movies:characters:httpClient:)``, ``resolve(_:httpClient:)`` (live, or stubs under
/// `-uitest`), or, in UI tests, `UITestDependencies.configure(_:scenario:)`.
public struct AppDependencies: Sendable {
    private let moviesAvailability: ContextAvailability
    /// What is wired to the Characters context's ports.
    package let charactersPorts: CharactersWiring

    /// Every context from its ports. There are no defaults on purpose: adding a context to this initializer
    /// breaks every caller at compile time, including `UITestDependencies`, until each passes ports for it
    /// (the stubs, there). A context can never silently stay live in UI-test mode.
    public init(movies: MoviesWiring, characters: CharactersWiring) {
        self.moviesAvailability = .available(movies)
        self.charactersPorts = characters
    }

    /// Live wiring in which the Movies context could not be built (no usable TMDb credential). The reason is
    /// kept and thrown by ``movies`` when, and only when, something asks for the context; `moviesPortBindings`
    /// still describe the ports for the dependencies report.
    init(
        moviesUnavailable reason: ContextConfigurationError, moviesPortBindings: [PortWiring],
        characters: CharactersWiring
    ) {
        self.moviesAvailability = .unavailable(reason, portBindings: moviesPortBindings)
        self.charactersPorts = characters
    }

    /// The Characters context's use cases. It needs no configuration beyond its base URL, so it is always there.
    public var characters: CharactersApplicationFactory { charactersPorts.application }

    /// The Movies context. Live, it needs a TMDb credential: without a usable one, asking for it throws a
    /// ``ContextConfigurationError`` naming `TMDB_API_TOKEN` and `TMDB_API_KEY`, while everything that does not
    /// need movies (the Characters context, the dependencies report) keeps working. A service that needs
    /// movies asks for this once at start-up, so a missing credential fails the start, not the first request.
    public var movies: MoviesApplicationFactory {
        get throws(ContextConfigurationError) {
            switch moviesAvailability {
            case .available(let ports): return ports.application
            case .unavailable(let reason, _): throw reason
            }
        }
    }

    /// Which implementation backs each port of every context, in context order (movies, then characters).
    public var portBindings: [PortWiring] {
        moviesAvailability.portBindings + charactersPorts.bindings
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

/// The Movies context's ports, or the reason they cannot be built in this configuration (with the port bindings
/// the dependencies report shows for them meanwhile).
private enum ContextAvailability: Sendable {
    case available(MoviesWiring)
    case unavailable(ContextConfigurationError, portBindings: [PortWiring])

    /// The ports' bindings, or the stand-in bindings of an unavailable context.
    var portBindings: [PortWiring] {
        switch self {
        case .available(let ports): ports.bindings
        case .unavailable(_, let portBindings): portBindings
        }
    }
}

/// Why a bounded context cannot run with the configuration at hand. Thrown when the context is asked for
/// (``AppDependencies/movies``), not at start-up, so contexts that are configured keep working.
public enum ContextConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither `TMDB_API_TOKEN` nor `TMDB_API_KEY` is set (or both are empty).
    case missingTMDbCredential
    /// Both `TMDB_API_TOKEN` and `TMDB_API_KEY` are set. Marquee does not pick one silently: a stale variable
    /// would otherwise decide which account is used.
    case conflictingTMDbCredentials
    /// The variable holds white space or control characters inside the credential (e.g. two values pasted
    /// together), which would corrupt the request. The value itself is never shown.
    case malformedTMDbCredential(variable: String)

    /// The context that cannot run, e.g. `movies`.
    public var context: String {
        switch self {
        case .missingTMDbCredential, .conflictingTMDbCredentials, .malformedTMDbCredential: "movies"
        }
    }

    /// One line naming the variables to set; never a credential.
    public var description: String {
        switch self {
        case .missingTMDbCredential:
            "live movies need a TMDb credential: set TMDB_API_TOKEN (read access token) or TMDB_API_KEY (API key)"
        case .conflictingTMDbCredentials:
            "both TMDB_API_TOKEN and TMDB_API_KEY are set; set only one of them"
        case .malformedTMDbCredential(let variable):
            "\(variable) holds white space or control characters inside the credential; set it to the bare value"
        }
    }

    /// A short form for the credential column of the dependencies report.
    package var credentialSummary: String {
        switch self {
        case .missingTMDbCredential: "missing (set TMDB_API_TOKEN or TMDB_API_KEY)"
        case .conflictingTMDbCredentials: "conflicting (both TMDB_API_TOKEN and TMDB_API_KEY are set)"
        case .malformedTMDbCredential(let variable): "malformed (\(variable))"
        }
    }
}

extension AppDependencies {
    /// The production HTTP stack on `transport`, from the visitor's side down: a `CachingUpstreamClient`
    /// (the answers the upstream declares fresh, TMDb's among them, and one upstream request for identical requests
    /// that miss together), a `LoadSheddingUpstreamClient` (at most `limits` of work per host; what does
    /// not fit gets a 503 at once), a `RetryAfterGate` (a host inside its `Retry-After` window is not
    /// asked: the request fails at once with the time that remains), a `RetryingUpstreamClient`, the gate
    /// again on the same windows (so that a window opens on the first attempt answered 429, not when that request
    /// gives up), and an `ObservingUpstreamClient` on `transport` reporting each attempt. The shedding's
    /// own 503 passes through no gate, so it never opens a window. The retries' pauses, the answers' ages and the
    /// windows are measured on `clock`; `observer` hears everything the stack does. A cache hit is never retried; a
    /// retried request's final answer is what gets kept. With `caching` false the cache is left out and every request
    /// goes upstream: for measuring a transport alone.
    public static func makeProductionUpstreamClient(
        transport: any UpstreamClient = URLSessionUpstreamClient(), caching: Bool = true,
        clock: any Clock<Duration> = ContinuousClock(), limits: UpstreamLimits = .default,
        observer: any UpstreamObserver = SilentUpstreamObserver()
    ) -> any UpstreamClient {
        let windows = RetryAfterWindows(clock: clock, observer: observer)
        let observed = ObservingUpstreamClient(wrapping: transport, observer: observer, clock: clock)
        let retrying = RetryingUpstreamClient(
            wrapping: RetryAfterGate(wrapping: observed, windows: windows, observer: observer), clock: clock)
        let gated = RetryAfterGate(wrapping: retrying, windows: windows, observer: observer)
        let bounded = LoadSheddingUpstreamClient(wrapping: gated, limits: limits, observer: observer)
        return caching ? CachingUpstreamClient(wrapping: bounded, clock: clock, observer: observer) : bounded
    }

    /// Every context on its production adapters, all sharing `httpClient` (one connection pool, one retry
    /// policy). This is what a service that configures itself in code calls.
    public static func live(
        movies: TMDbConfiguration, characters: RickAndMortyConfiguration,
        httpClient: any UpstreamClient = makeProductionUpstreamClient()
    ) -> AppDependencies {
        AppDependencies(
            movies: .live(configuration: movies, httpClient: httpClient),
            characters: .live(configuration: characters, httpClient: httpClient)
        )
    }

    /// Every context on its production adapters, configured from `launch`. Without a usable TMDb credential the
    /// Movies context is not built: ``movies`` throws the reason when asked for, and the dependencies report
    /// shows the ports as live with the credential's problem.
    public static func live(
        _ launch: LaunchConfiguration, httpClient: any UpstreamClient = makeProductionUpstreamClient()
    ) -> AppDependencies {
        let characters = CharactersWiring.live(configuration: launch.rickAndMortyConfiguration, httpClient: httpClient)
        switch launch.tmdbConfiguration {
        case .success(let movies):
            return AppDependencies(
                movies: .live(configuration: movies, httpClient: httpClient), characters: characters)
        case .failure(let reason):
            return AppDependencies(
                moviesUnavailable: reason,
                moviesPortBindings: MoviesWiring.portBindings(
                    baseURL: launch.tmdbBaseURL, credential: reason.credentialSummary),
                characters: characters
            )
        }
    }
}

extension AppDependencies {
    /// The dependencies `launch` asks for: every port on a stub under `-uitest` (in builds with the `UITesting`
    /// trait; without it `LaunchConfiguration` has already refused `-uitest`), else every port live.
    ///
    /// In UI-test mode the result is checked port by port: if any port still reports a live backing, this
    /// throws instead of letting a test reach a real service. `httpClient` is used only for live wiring; `nil`
    /// means ``makeProductionUpstreamClient(transport:caching:clock:limits:observer:)``, which is then not even created in UI-test mode.
    public static func resolve(
        _ launch: LaunchConfiguration, httpClient: (any UpstreamClient)? = nil
    ) throws(AppDependenciesError) -> AppDependencies {
        switch launch.mode {
        case .live:
            return live(launch, httpClient: httpClient ?? makeProductionUpstreamClient())
        case .uiTest(let launch):
            #if UITesting
                let dependencies = UITestDependencies.make(scenario: launch.scenario)
                try requireAllStubbed(dependencies.portBindings)
                return dependencies
            #else
                // Unreachable: without the trait nothing can make a `UITestLaunch`. Refuse rather than run live.
                _ = launch
                throw .stubModulesNotLinked
            #endif
        }
    }

    /// Throws for the first binding that is live.
    static func requireAllStubbed(_ bindings: [PortWiring]) throws(AppDependenciesError) {
        if let live = bindings.first(where: \.backing.isLive) {
            throw .livePortInUITestMode(context: live.context, port: live.port)
        }
    }
}

/// Why ``AppDependencies/resolve(_:httpClient:)`` refused to hand out dependencies.
public enum AppDependenciesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// UI-test mode was asked for, yet this port is backed by the live adapter (a stub factory reporting a live
    /// binding, or a context wired live by mistake). Marquee refuses to run rather than call a real service.
    case livePortInUITestMode(context: String, port: String)
    /// UI-test mode was asked for in a build without the `UITesting` trait: there are no stubs to switch to.
    case stubModulesNotLinked

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case .livePortInUITestMode(let context, let port):
            "refusing to run: -uitest was given but \(context) \(port) is backed by a live adapter"
        case .stubModulesNotLinked:
            LaunchConfigurationError.stubModulesNotLinked.description
        }
    }
}
