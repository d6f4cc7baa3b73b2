import Foundation

/// How to start one service under test: an executable, its arguments and environment, and how to read the port it
/// bound from its output.
///
/// The arguments bind the service to ``ServiceAddress/bind`` on port 0 (the system picks a free port, so tests
/// run side by side); the service then prints one line that says where it listens, on stdout or stderr.
///
/// ```swift
/// let environment = UITestEnvironment.current
/// let launch = ServiceLaunch(
///     executable: environment.builtProduct(named: "my-service"),
///     arguments: ["--uitest", "--hostname", environment.serviceAddress.bind, "--port", "0"])
/// ```
public struct ServiceLaunch: Sendable {
    /// The service's name in messages and failure-bundle folders.
    public var name: String
    /// The executable to start.
    public var executable: URL
    /// Its arguments, binding it to port 0.
    public var arguments: [String]
    /// Its whole environment; `nil` inherits the test process's.
    public var environment: [String: String]?
    /// Reads the bound port from one output line, `nil` for any other line. The default,
    /// ``ServiceProcess/port(inLogLine:)``, reads a JSON log line with `"message":"listening"` and a `"port"`.
    public var portReader: @Sendable (String) -> Int?

    /// A launch of `executable` (named after its file unless `name` is given).
    public init(
        name: String? = nil, executable: URL, arguments: [String], environment: [String: String]? = nil,
        portReader: @escaping @Sendable (String) -> Int? = ServiceProcess.port(inLogLine:)
    ) {
        self.name = name ?? executable.lastPathComponent
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.portReader = portReader
    }
}
