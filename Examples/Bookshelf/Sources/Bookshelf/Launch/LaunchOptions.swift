/// What `bookshelf-service` was started with:
///
/// ```
/// bookshelf-service [--hostname H] [--port N] [--books-file PATH] [-uitest [-uitest-scenario S]]
/// ```
///
/// `--hostname` defaults to 127.0.0.1, `--port` to 8080 (0 picks a free port, which the listening line reports).
/// Production reads its books from `--books-file`, else `BOOKSHELF_BOOKS_FILE`. `-uitest` serves stub books
/// instead, from the scenario `-uitest-scenario` names (a preset or inline JSON; `happyPath` when not given), and
/// routes the `/__uitest/` control protocol.
package struct LaunchOptions: Sendable, Hashable {
    /// Where the books come from.
    package enum Mode: Sendable, Hashable {
        /// Read from the book file at this path.
        case production(booksFile: String)
        /// Stub books from this scenario, switchable through `/__uitest/`.
        case uiTest(Scenario)
    }

    package var hostname = "127.0.0.1"
    package var port = 8080
    package var mode: Mode

    /// The usage text `--help` (or `-h`) prints, whatever else the arguments say.
    package static let usage = """
        usage: bookshelf-service [--hostname H] [--port N] [--books-file PATH] [-uitest [-uitest-scenario S]]

          --hostname H         the address to bind (default 127.0.0.1)
          --port N             the port to bind, 0-65535 (default 8080; 0 picks a free one)
          --books-file PATH    the JSON book file to serve (default: $BOOKSHELF_BOOKS_FILE)
          -uitest              serve stub books and the /__uitest/ control routes, for UI tests
          -uitest-scenario S   the stub scenario: happyPath, empty, unavailable, or inline JSON

        """

    package init(hostname: String = "127.0.0.1", port: Int = 8080, mode: Mode) {
        self.hostname = hostname
        self.port = port
        self.mode = mode
    }

    /// The options `arguments` give (without the executable's path), with `environment` for the book file.
    package init(arguments: [String], environment: [String: String]) throws(LaunchError) {
        var booksFile = environment["BOOKSHELF_BOOKS_FILE"]
        var isUITest = false
        var scenario: Scenario?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-uitest":
                isUITest = true
            case "--hostname", "--port", "--books-file", "-uitest-scenario":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                switch argument {
                case "--hostname": hostname = value
                case "--port":
                    guard let port = Int(value), (0...65_535).contains(port) else {
                        throw .invalidValue(argument, value, expected: "a port from 0 to 65535")
                    }
                    self.port = port
                case "--books-file": booksFile = value
                default:
                    do {
                        scenario = try Scenario.parse(value)
                    } catch {
                        throw .invalidScenario(error)
                    }
                }
            default:
                throw .unknownArgument(argument)
            }
        }
        if isUITest {
            mode = .uiTest(scenario ?? .happyPath)
        } else if scenario != nil {
            throw .scenarioWithoutUITest
        } else if let booksFile, !booksFile.isEmpty {
            mode = .production(booksFile: booksFile)
        } else {
            throw .noBookSource
        }
    }
}

/// Why the arguments were refused (exit status 2, one line on standard error).
package enum LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(String)
    case invalidValue(String, String, expected: String)
    case invalidScenario(ScenarioError)
    case scenarioWithoutUITest
    case noBookSource

    package var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument \(argument) (see --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): "\(option) \(value): expected \(expected)"
        case .invalidScenario(let error): "-uitest-scenario: \(error)"
        case .scenarioWithoutUITest: "-uitest-scenario needs -uitest"
        case .noBookSource: "no books to serve: pass --books-file PATH, set BOOKSHELF_BOOKS_FILE, or pass -uitest"
        }
    }
}
