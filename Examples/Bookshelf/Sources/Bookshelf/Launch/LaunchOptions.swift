import UITestScenario

/// What `bookshelf-service` was started with:
///
/// ```
/// bookshelf-service [--hostname H] [--port N] [--books-file PATH] [-uitest [-uitest-scenario S]]
/// ```
///
/// `--hostname` defaults to 127.0.0.1, `--port` to 8080 (0 picks a free port, which the listening line reports).
/// Production reads its books from `--books-file`, else `BOOKSHELF_BOOKS_FILE`. `-uitest` serves stub books
/// instead, from the scenario `-uitest-scenario` names (Marquee's scenario format: a preset or inline JSON;
/// `happyPath` when not given), and routes the `/__uitest/` control protocol.
struct LaunchOptions: Sendable, Hashable {
    /// Where the books come from.
    enum Mode: Sendable, Hashable {
        /// Read from the book file at this path.
        case production(booksFile: String)
        /// Stub books from this scenario, switchable through `/__uitest/`.
        case uiTest(Scenario)
    }

    var hostname = "127.0.0.1"
    var port = 8080
    var mode: Mode

    /// The usage text `--help` (or `-h`) prints, whatever else the arguments say.
    static let usage = """
        usage: bookshelf-service [--hostname H] [--port N] [--books-file PATH] [-uitest [-uitest-scenario S]]

          --hostname H         the address to bind (default 127.0.0.1)
          --port N             the port to bind, 0-65535 (default 8080; 0 picks a free one)
          --books-file PATH    the JSON book file to serve (default: $BOOKSHELF_BOOKS_FILE)
          -uitest              serve stub books and the /__uitest/ control routes, for UI tests
          -uitest-scenario S   the stub scenario: a preset (happyPath, empty, serverError, …) or inline JSON

        """

    init(hostname: String = "127.0.0.1", port: Int = 8080, mode: Mode) {
        self.hostname = hostname
        self.port = port
        self.mode = mode
    }

    /// The options `arguments` give (without the executable's path), with `environment` for the book file.
    init(arguments: [String], environment: [String: String]) throws(LaunchError) {
        let stubs: StubLaunch
        do {
            stubs = try StubLaunch(arguments: arguments, stubbing: [StubBookSource.self])
        } catch {
            throw .stubs(error)
        }
        var booksFile = environment["BOOKSHELF_BOOKS_FILE"]
        var remaining = stubs.remainingArguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--hostname", "--port", "--books-file":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                switch argument {
                case "--hostname": hostname = value
                case "--port":
                    guard let port = Int(value), (0...65_535).contains(port) else {
                        throw .invalidValue(argument, value, expected: "a port from 0 to 65535")
                    }
                    self.port = port
                default: booksFile = value
                }
            default:
                throw .unknownArgument(argument)
            }
        }
        if let scenario = stubs.scenario {
            mode = .uiTest(scenario)
        } else if let booksFile, !booksFile.isEmpty {
            mode = .production(booksFile: booksFile)
        } else {
            throw .noBookSource
        }
    }
}

/// Why the arguments were refused (exit status 2, one line on standard error).
enum LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(String)
    case invalidValue(String, String, expected: String)
    case stubs(StubLaunchError)
    case noBookSource

    var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument \(argument) (see --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): "\(option) \(value): expected \(expected)"
        case .stubs(let error): error.description
        case .noBookSource: "no books to serve: pass --books-file PATH, set BOOKSHELF_BOOKS_FILE, or pass -uitest"
        }
    }
}
