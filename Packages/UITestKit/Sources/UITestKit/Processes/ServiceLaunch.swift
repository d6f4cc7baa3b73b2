import Foundation

/// How to start one service under test: an executable, its command line, environment and working directory, how
/// long it may take to say where it listens, and how to read that from its output.
///
/// The arguments bind the service to ``ServiceAddress/bind`` on port 0 (the system picks a free port, so tests
/// run side by side); the service then prints one line that says where it listens, on stdout or stderr. The kit
/// reads three such lines without help (``ServiceProcess/port(inListeningLine:)``): its own JSON log line,
/// Hummingbird's and Vapor's.
///
/// A Hummingbird service, whose executable parses its own options:
///
/// ```swift
/// let environment = UITestEnvironment.current
/// let launch = ServiceLaunch(
///     executable: environment.builtProduct(named: "my-service"),
///     arguments: ["-uitest", "--hostname", environment.serviceAddress.bind, "--port", "0"])
/// ```
///
/// A Vapor service: `serve` comes first (Vapor reads its command before the options), and the service removes
/// Marquee's `-uitest` switches before Vapor reads the rest. Leaf finds `Resources/Views` in the working
/// directory, the package's root by default:
///
/// ```swift
/// let launch = ServiceLaunch(
///     executable: environment.builtProduct(named: "App"), subcommand: "serve",
///     arguments: ["-uitest", "--hostname", environment.serviceAddress.bind, "--port", "0"])
/// // runs: App serve -uitest --hostname 127.0.0.1 --port 0, in the folder of the service's Package.swift
/// ```
public struct ServiceLaunch: Sendable {
    /// The service's name in messages and failure-bundle folders.
    public var name: String
    /// The executable to start.
    public var executable: URL
    /// The host framework's command, put before ``arguments`` (`serve` for Vapor); `nil` for none.
    public var subcommand: String?
    /// Its arguments, binding it to port 0.
    public var arguments: [String]
    /// Its whole environment; `nil` inherits the test process's. To add to the inherited one:
    /// `ProcessInfo.processInfo.environment.merging(["LOG_LEVEL": "debug"]) { $1 }`.
    public var environment: [String: String]?
    /// The folder it runs in (templates, `Public/` and `.env` files are found relative to it); `nil` inherits the
    /// test process's. By default, the root of the package whose file creates the launch.
    public var workingDirectory: URL?
    /// How long it may take to print its listening line; past it, the launch fails naming the lines it looked for.
    public var startTimeout: Duration
    /// Reads the bound port from one output line, `nil` for any other line. The default,
    /// ``ServiceProcess/port(inListeningLine:)``, reads the kit's JSON log line, Hummingbird's and Vapor's; give
    /// your own for another, e.g. for a service that prints `port=40123`:
    ///
    /// ```swift
    /// portReader: { line in line.hasPrefix("port=") ? Int(line.dropFirst(5)) : nil }
    /// ```
    public var portReader: @Sendable (_ line: String) -> Int?

    /// A launch of `executable` (named after its file unless `name` is given) with `subcommand` (if any), then
    /// `arguments`. `workingDirectory` defaults to the root of the package whose file calls this (the nearest folder
    /// above `filePath` with a `Package.swift`): where `swift run` runs the service.
    public init(
        name: String? = nil, executable: URL, subcommand: String? = nil, arguments: [String],
        environment: [String: String]? = nil, workingDirectory: URL? = nil, startTimeout: Duration = .seconds(20),
        portReader: @escaping @Sendable (_ line: String) -> Int? = ServiceProcess.port(inListeningLine:),
        filePath: String = #filePath
    ) {
        self.name = name ?? executable.lastPathComponent
        self.executable = executable
        self.subcommand = subcommand
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory =
            workingDirectory ?? PackageRoot.nearest(atOrAbove: URL(filePath: filePath).deletingLastPathComponent())
        self.startTimeout = startTimeout
        self.portReader = portReader
    }

    /// The command line after the executable: the subcommand, then the arguments.
    public var commandLine: [String] {
        (subcommand.map { [$0] } ?? []) + arguments
    }
}
