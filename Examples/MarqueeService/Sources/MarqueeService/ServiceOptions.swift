import MarqueeKit

/// Where the service listens, from the arguments left after the launch switches (`-uitest`, `-uitest-scenario`):
/// `--hostname H` (default `127.0.0.1`) and `--port N` (0–65535, default 8080; 0 picks a free port, which the
/// first log line reports), each also as `--option=value`; `--help` / `-h` asks for the usage text.
struct ServiceOptions: Sendable, Hashable {
    /// The default interface: loopback only, so a development run is not reachable from the network.
    static let defaultHostname = "127.0.0.1"
    /// The default port.
    static let defaultPort = 8080

    /// The interface to bind.
    var hostname: String
    /// The port to bind; 0 picks a free one.
    var port: Int
    /// Whether `--help` was given.
    var wantsHelp: Bool

    /// Options with explicit values.
    init(hostname: String = defaultHostname, port: Int = defaultPort, wantsHelp: Bool = false) {
        self.hostname = hostname
        self.port = port
        self.wantsHelp = wantsHelp
    }

    /// Reads `arguments`; anything it does not know is an error naming it.
    init(arguments: [String]) throws(ServiceOptionsError) {
        self.init()
        var remaining = arguments[...]
        var seen: Set<String> = []
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard name == "--hostname" || name == "--port" else { throw .unknownArgument(argument) }
            guard seen.insert(name).inserted else { throw .duplicateOption(name) }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if let next = remaining.popFirst(), !next.hasPrefix("-") {
                value = next
            } else {
                throw .missingValue(name)
            }
            if name == "--hostname" {
                guard !value.isEmpty, value.allSatisfy({ !$0.isWhitespace }) else { throw .invalidHostname(value) }
                hostname = value
            } else {
                guard let port = Int(value), (0...65_535).contains(port) else { throw .invalidPort(value) }
                self.port = port
            }
        }
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The usage text, ending with a newline.
    static let usage = """
        usage: marquee-service [-uitest [-uitest-scenario S]] [--hostname H] [--port N]

          --hostname H   the interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
          --port N       the port, 0–65535 (default 8080; 0 picks a free port, printed in the first log line)
          -uitest        serve every port from deterministic stubs (builds with the UITesting trait only)
          -uitest-scenario S   a preset, inline JSON or @file (as for marquee); also UITEST_SCENARIO
          --help, -h     this text

        Environment: TMDB_API_TOKEN or TMDB_API_KEY (live movies), API_BASE_URL, TMDB_API_BASE_URL,
        RICK_AND_MORTY_API_BASE_URL, UITEST_SCENARIO; MARQUEE_HTTP_TRANSPORT=asynchttpclient (default) or urlsession,
        the live mode's upstream transport; MARQUEE_UPSTREAM_TIMEOUT_MS (1–300000, default 30000), how long one
        upstream attempt may take; MARQUEE_UPSTREAM_CACHE=on (default) or off, whether answers the upstream declares
        fresh are kept and identical requests share one; MARQUEE_UPSTREAM_MAX_IN_FLIGHT (1–1000, default 8) and
        MARQUEE_UPSTREAM_MAX_QUEUED (0–10000, default 16), the upstream work per host in flight and waiting (what
        does not fit gets 503 with Retry-After: 1); MARQUEE_METRICS_PORT (0–65535, unset: none) serves /metrics
        (Prometheus) on a second listener, on MARQUEE_METRICS_HOST (default 127.0.0.1); MARQUEE_SESSION_KEY (at
        least 32 bytes), the secret the visitors' cookies are sealed with: every instance with the same one serves
        the same visitors (live without it, ratings are refused). Logs: one JSON object per line on standard output.

        """
}

/// Why the service's own arguments cannot be used. Each message is one line naming the argument.
enum ServiceOptionsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An argument the service does not know.
    case unknownArgument(String)
    /// An option without its value.
    case missingValue(String)
    /// An option given twice.
    case duplicateOption(String)
    /// `--port` is not a whole number from 0 through 65535.
    case invalidPort(String)
    /// `--hostname` is empty or contains white space.
    case invalidHostname(String)

    /// One line saying what is wrong.
    var description: String {
        switch self {
        case .unknownArgument(let argument):
            "unknown argument \(Self.quoted(argument)) (see --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .duplicateOption(let option): "\(option) is given more than once"
        case .invalidPort(let value): "--port must be a whole number from 0 through 65535, got \(Self.quoted(value))"
        case .invalidHostname(let value): "--hostname must be a host name or address, got \(Self.quoted(value))"
        }
    }

    /// `text` quoted on one line (control characters and line separators escaped), cut after 60 characters.
    private static func quoted(_ text: String) -> String {
        UserText.quoted(text)
    }
}
