import CompositionKit

/// `marquee-fixtures`' command line, read once: the command and its options, each checked where it arrives.
struct FixturesArguments: Sendable {
    enum Command: String, Sendable {
        case refresh, drift
    }

    let command: Command
    /// `--into DIR` (refresh) or `--recordings DIR` (drift).
    var folder: String?
    /// `refresh --prune`.
    var prune = false
    /// `--max-age AGE`.
    var maxAge: RecordingMaxAge?
    /// `--expired error|warn|ignore`.
    var expired: ExpiredRecordingPolicy = .warn
    /// `--patch FILE`.
    var patch: String?
    /// `--include-volatile`.
    var includeVolatile = false

    /// The folder option of `command`.
    var folderOption: String { command == .refresh ? "--into" : "--recordings" }

    /// Reads `arguments` (without the program name and without `--help`).
    /// - Throws: ``FixturesUsageError``: one line naming the argument.
    init(parsing arguments: [String]) throws(FixturesUsageError) {
        guard let name = arguments.first else { throw FixturesUsageError("missing command (refresh or drift)") }
        guard let command = Command(rawValue: name) else {
            throw FixturesUsageError("unknown command \(UserText.quoted(name)) (refresh or drift)")
        }
        self.command = command
        var rest = arguments.dropFirst()
        func value(of option: String, _ what: String) throws(FixturesUsageError) -> String {
            guard let value = rest.first, !value.isEmpty, !value.hasPrefix("--") else {
                throw FixturesUsageError("\(option) needs \(what)")
            }
            rest.removeFirst()
            return value
        }
        var seen = Set<String>()
        while let argument = rest.popFirst() {
            guard seen.insert(argument).inserted else {
                throw FixturesUsageError("\(UserText.quoted(argument)) is given twice")
            }
            switch argument {
            case folderOption: folder = try value(of: argument, "a folder")
            case "--prune" where command == .refresh: prune = true
            case "--max-age":
                let text = try value(of: argument, "an age, e.g. 30d")
                do throws(RecordingMaxAgeError) {
                    maxAge = try RecordingMaxAge(parsing: text)
                } catch {
                    throw FixturesUsageError(error.description)
                }
            case "--expired":
                let text = try value(of: argument, "error, warn or ignore")
                guard let policy = ExpiredRecordingPolicy(rawValue: text) else {
                    throw FixturesUsageError("--expired \(UserText.quoted(text)): expected error, warn or ignore")
                }
                expired = policy
            case "--patch": patch = try value(of: argument, "a file")
            case "--include-volatile": includeVolatile = true
            default:
                throw FixturesUsageError(
                    "unexpected argument \(UserText.quoted(argument)) for \(command.rawValue) (\(Self.options(command)))"
                )
            }
        }
        if seen.contains("--expired"), maxAge == nil { throw FixturesUsageError("--expired needs --max-age") }
        if includeVolatile, patch == nil { throw FixturesUsageError("--include-volatile needs --patch FILE") }
    }

    /// The options `command` takes, for messages.
    static func options(_ command: Command) -> String {
        switch command {
        case .refresh: "options: --into DIR, --prune, --max-age AGE, --expired P, --patch FILE, --include-volatile"
        case .drift: "options: --recordings DIR, --max-age AGE, --expired P, --patch FILE, --include-volatile"
        }
    }
}

/// A command line `marquee-fixtures` cannot run: one line, exit status 2.
struct FixturesUsageError: Error, Sendable, Hashable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
