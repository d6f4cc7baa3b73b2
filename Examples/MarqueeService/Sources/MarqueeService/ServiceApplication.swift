import Hummingbird
import Logging
import MarqueeKit
import NIOCore
import ServiceLifecycle

#if UITesting
    import UITestControlHummingbird
#endif

/// Builds the service: the router with every route group, and the Hummingbird application around it. Route groups
/// live in their own files (`HealthRoutes`, `APIRoutes` under `/api/v1`); the `/__uitest/` control is mounted by
/// `UITestControlHummingbird`, as any Hummingbird service mounts it. A host adds its own groups to the router before
/// building the application.
enum ServiceApplication {
    /// The router: `/health`, the JSON API under `/api/v1`, and — only in a `UITesting` build running under
    /// `-uitest` — the stub control under `/__uitest/`, with the pictures the pages then show in place of other
    /// hosts' images (``PageImages``). Every request gets one log line on `logger`; every error becomes an
    /// `application/problem+json` answer.
    ///
    /// It also serves the HTML pages (``PageRoutes``), their stylesheet (``StyleSheet``) and the OpenAPI document;
    /// their resources are loaded and checked here, so a missing or broken file fails the start with a
    /// ``ServiceResourceError``, never a request. Every answer carries the security headers
    /// (``SecurityHeadersMiddleware``).
    ///
    /// Live, `pressure` is the upstream stack's observer, which `/health/ready` asks whether requests are being shed.
    /// With `cancelsAbandonedRequests` (the executable's server; not the in-process test client, whose requests have
    /// no connection) a request that arrives while `pressure` says the upstream is saturated is cancelled when its
    /// client goes (``AbandonedRequestMiddleware``).
    static func buildRouter(
        serving dependencies: ServiceDependencies, logger: Logger, pressure: UpstreamMetrics? = nil,
        cancelsAbandonedRequests: Bool = false
    ) throws(ServiceResourceError) -> Router<
        BasicRequestContext
    > {
        #if UITesting
            // Under -uitest the pages show the service's own pictures (UITestImageRoutes), and the policy says so.
            let images: PageImages = dependencies.session == nil ? .upstream : .local
        #else
            let images = PageImages.upstream
        #endif
        var templates = try PageTemplates.bundled()
        templates.images = images
        var pages = PageRoutes(templates: templates, dependencies: dependencies.current)
        pages.visitorKeys = dependencies.visitorKeys
        pages.watchlist = dependencies.watchlist
        if case .uiTest = dependencies.mode { pages.opensGuestSessionOnVisit = true }
        let styleSheet = try StyleSheet.bundled()
        let document = try OpenAPIDocument.bundled()
        // Every GET route answers HEAD too (the same headers, no body).
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware(logger: logger))
        router.add(middleware: SecurityHeadersMiddleware(images: images))
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: ConditionalGetMiddleware())
        router.add(middleware: PageNotFoundMiddleware(pages: pages))
        if cancelsAbandonedRequests, let pressure {
            router.add(middleware: AbandonedRequestMiddleware(isSaturated: { pressure.isSaturated }))
        }
        #if UITesting
            if let session = dependencies.session {
                router.add(middleware: UITestSessionMiddleware(session: session))
            } else if dependencies.carriesUITestSessions {
                // Live (on recorded upstreams, as the replay backend's UI tests run it), a port of the system still
                // carries the session a request names to the next service; a production build has no such code.
                router.add(middleware: UITestSessionBindingMiddleware(binding: UITestSessionContext.$current))
            }
        #endif
        pages.register(on: router)
        styleSheet.register(on: router)
        HealthRoutes(dependencies: dependencies.current, mode: dependencies.mode, pressure: pressure).add(to: router)
        var api = APIRoutes(dependencies: dependencies.current, visitorKeys: dependencies.visitorKeys)
        api.watchlist = dependencies.watchlist
        api.add(to: router.group("api/v1"))
        document.add(to: router.group("api/v1"))
        #if UITesting
            if let session = dependencies.session {
                router.addUITestControl(UITestControl(worlds: session.worlds))
                UITestPresentRoutes(pages: pages, worlds: session.worlds).add(to: router.group("__uitest"))
                UITestImageRoutes().add(to: router.group("__uitest"))
                BenchmarkBaselineRoutes(dependencies: dependencies.current).add(to: router.group("__uitest"))
            }
        #endif
        // Last: it then wraps only the not-found answer (see its comment).
        router.add(middleware: AllowedMethodsMiddleware(routes: router.routes))
        return router
    }

    /// The application on `options`' address. Its first log line (on `logger`) says where it listens: `url`,
    /// `port` (the bound one, also for `--port 0`), `mode` and, on stubs, the stub banner. Hummingbird's own log
    /// lines go to `frameworkLogger`. `services` run beside the server and stop after it has finished the requests
    /// in flight (the live transport's connection pool, ``ServiceTransport``). `onListening` runs once that first line
    /// is written.
    static func buildApplication(
        router: Router<BasicRequestContext>, options: ServiceOptions, dependencies: ServiceDependencies,
        logger: Logger, frameworkLogger: Logger, services: [any Service] = [],
        onListening: @escaping @Sendable () -> Void = {}
    ) -> some ApplicationProtocol {
        let banner = dependencies.current().stubBanner
        let hostname = options.hostname
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(hostname, port: options.port), serverName: "marquee-service"),
            services: services,
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                var metadata: Logger.Metadata = [
                    "url": .string("http://\(hostname.contains(":") ? "[\(hostname)]" : hostname):\(port)"),
                    "port": .stringConvertible(port),
                ]
                switch dependencies.mode {
                case .live: metadata["mode"] = "live"
                case .uiTest(let launch):
                    metadata["mode"] = "uiTest"
                    metadata["scenario"] = .string(launch.scenarioName)
                }
                if let banner { metadata["stubs"] = .string(banner) }
                logger.info("listening", metadata: metadata)
                onListening()
                do {
                    _ = try dependencies.current().movies
                } catch {
                    logger.warning(
                        "movies are not configured; /api/v1/movies answers 503", metadata: ["reason": "\(error)"])
                }
                if dependencies.visitorKeys == nil {
                    logger.warning(
                        "ratings are not configured; rating a movie answers 503",
                        metadata: ["reason": "set \(VisitorKeys.environmentVariable) (at least 32 bytes)"])
                }
            },
            logger: frameworkLogger
        )
    }
}
