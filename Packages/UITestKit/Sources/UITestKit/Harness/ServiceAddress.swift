import Foundation

/// Where a UI test's service listens and under which name the browser reaches it.
///
/// A browser on this machine opens `http://127.0.0.1:<port>`, and the service binds loopback only. A browser
/// elsewhere (a Selenium Grid behind `WEBDRIVER_URL`) cannot reach loopback: `UI_TEST_SERVICE_HOST`
/// names this machine as that browser sees it, and the service binds that address — or
/// `UI_TEST_SERVICE_BIND` (`0.0.0.0` for every interface) when the name is not one of this machine's own
/// addresses (a container's `host.docker.internal`, a NAT).
public struct ServiceAddress: Sendable, Hashable {
    /// The interface the service binds (`--hostname`).
    public var bind: String
    /// The host name the browser is told to open.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a launch binds ServiceAddress.bind")
    public var host: String

    /// Loopback: what a browser on this machine uses.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a launch binds ServiceAddress.bind")
    public static let loopback = ServiceAddress(bind: "127.0.0.1", host: "127.0.0.1")

    /// `UI_TEST_SERVICE_HOST` and `UI_TEST_SERVICE_BIND` from `environment`, else loopback.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a launch binds ServiceAddress.bind")
    public init(environment: [String: String]) {
        let host = environment["UI_TEST_SERVICE_HOST"].flatMap { $0.isEmpty ? nil : $0 }
        let bind = environment["UI_TEST_SERVICE_BIND"].flatMap { $0.isEmpty ? nil : $0 }
        let bound = bind ?? host ?? Self.loopback.bind
        self.init(bind: bound, host: host ?? Self.localHost(bound: bound))
    }

    /// Binds `bind` and sends the browser to `host`.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a launch binds ServiceAddress.bind")
    public init(bind: String, host: String) {
        self.bind = bind
        self.host = host
    }

    /// How the tests on this machine reach a service bound to `bind` on `port`: a wildcard bind through loopback.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a launch binds ServiceAddress.bind")
    public func localURL(port: Int) -> URL? {
        Self.url(host: Self.localHost(bound: bind), port: port)
    }

    /// The service's address as the browser opens it.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a launch binds ServiceAddress.bind")
    public func browserURL(port: Int) -> URL? {
        Self.url(host: host, port: port)
    }

    /// A wildcard bind is reached through loopback; any other address as itself.
    private static func localHost(bound: String) -> String {
        switch bound {
        case "0.0.0.0": "127.0.0.1"
        case "::", "[::]": "::1"
        default: bound
        }
    }

    private static func url(host: String, port: Int) -> URL? {
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return URL(string: "http://\(bracketed):\(port)")
    }
}
