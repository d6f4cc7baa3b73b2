import Hummingbird
import Logging
import MarqueeKit
import NIOCore
import Prometheus
import ServiceLifecycle

/// The second listener that serves `GET /metrics` in the Prometheus text format, apart from the public routes, so a
/// visitor never sees it: on `MARQUEE_METRICS_PORT` (0 through 65535; 0 picks a free port), on loopback unless
/// `MARQUEE_METRICS_HOST` names another address. Unset, there is no metrics listener.
struct MetricsListener: Sendable, Hashable {
    /// The port variable.
    static let port = WholeNumberSetting(variable: "MARQUEE_METRICS_PORT", range: 0...65_535)
    /// The host variable.
    static let hostVariable = "MARQUEE_METRICS_HOST"

    /// The address to listen on.
    let host: String
    /// The port to listen on (0: a free one, logged).
    let portNumber: Int

    /// A listener on `host`, `portNumber`.
    init(host: String, portNumber: Int) {
        self.host = host
        self.portNumber = portNumber
    }

    /// The listener `environment` asks for, `nil` when `MARQUEE_METRICS_PORT` is unset or empty.
    static func configured(in environment: [String: String]) throws(WholeNumberSettingError) -> Self? {
        guard let port = try port.value(in: environment) else { return nil }
        let host = environment[hostVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
        return MetricsListener(host: host, portNumber: port)
    }

    /// The application serving `registry` at `/metrics`. Once it listens, and `after` has returned (the service's
    /// own `listening` line must stay the first line), it logs `metrics listening` with its port on `logger`;
    /// Hummingbird's own lines go to `frameworkLogger`.
    func application(
        registry: PrometheusCollectorRegistry, logger: Logger, frameworkLogger: Logger,
        after: @escaping @Sendable () async -> Void = {}
    ) -> some Service {
        let router = Router(context: BasicRequestContext.self)
        router.get("metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: Self.exposition(of: registry))))
        }
        let host = host
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: portNumber), serverName: "marquee-service-metrics"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? portNumber
                await after()
                logger.info("metrics listening", metadata: ["host": .string(host), "port": .stringConvertible(port)])
            },
            logger: frameworkLogger
        )
    }

    /// `registry` in the Prometheus text exposition format (version 0.0.4), as UTF-8.
    static func exposition(of registry: PrometheusCollectorRegistry) -> [UInt8] {
        var bytes: [UInt8] = []
        registry.emit(into: &bytes)
        return bytes
    }
}
