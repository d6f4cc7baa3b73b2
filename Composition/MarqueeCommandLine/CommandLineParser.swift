import CharactersDomain
import MarqueeInput
import MoviesDomain
import SharedKernel

/// Turns the arguments left after the launch switches (`-uitest`, `-uitest-scenario`) into an ``Invocation``.
///
/// Hand-written on purpose (no argument-parsing package): the grammar is small, and every mistake gets its own
/// one-line message. `--json` and `--help`/`-h` are accepted anywhere; options take their value as the next
/// argument or after `=` (`--page 2`, `--page=2`), but never take an option (`--name --json`, `--name --`) as the
/// next argument: a value that starts with `-` goes after `=`, and `-` alone or a negative number is a value;
/// `--` ends the options, so `movies search -- -x` searches `-x`. A switch may be repeated (`--json --json` is
/// `--json`); an option that takes a value may not, since which value was meant would be a guess.
public enum CommandLineParser {
    /// The options that take a value: `--page` and the character filters.
    private static let valueOptions = Set((["page"] + InputValues.characterFilterNames).map { "--" + $0 })

    /// Parses `arguments` (without the program path and without the launch switches).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let scanned = try scan(arguments)
        let topic = try helpTopic(for: scanned.positionals, isHelp: scanned.wantsHelp)
        if let topic, scanned.wantsHelp { return .help(topic) }
        let command = try command(from: scanned)
        return .run(command, format: scanned.format)
    }

    // MARK: - Scanning

    private struct Scanned {
        var format = OutputFormat.text
        var wantsHelp = false
        var positionals: [String] = []
        var options: [String: String] = [:]
    }

    private static func scan(_ arguments: [String]) throws(UsageError) -> Scanned {
        var scanned = Scanned()
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(argument) {
                scanned.positionals.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--json":
                scanned.format = .json
            case "--help", "-h":
                scanned.wantsHelp = true
            default:
                let (name, inlineValue) = split(argument)
                if ["--json", "--help", "-h"].contains(name) {
                    // Only the name: a value after `=` could be anything, a secret included.
                    throw UsageError("\(name) takes no value; write \(name) alone")
                }
                guard valueOptions.contains(name) else {
                    // Only the name: a value after `=` could be anything, a secret included.
                    throw UsageError("unknown option \(UserText.quoted(name)); run 'marquee --help'")
                }
                guard scanned.options[name] == nil else { throw UsageError("\(name) is given more than once") }
                if let inlineValue {
                    scanned.options[name] = inlineValue
                } else if index < arguments.endIndex, !looksLikeOption(arguments[index]) {
                    scanned.options[name] = arguments[index]
                    index += 1
                } else {
                    // An option (`--json`, `--`) next is not taken as the value: `--name --json` would
                    // otherwise search for "--json" and print text.
                    throw UsageError("\(name) needs a value; write \(name)=VALUE for one that starts with '-'")
                }
            }
        }
        return scanned
    }

    /// `-x`, `--x`, `--x=y`; but not `-` alone nor a negative number, which are values.
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return !argument.dropFirst().allSatisfy(isASCIIDigit)
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    // MARK: - Commands

    private static func helpTopic(for positionals: [String], isHelp: Bool) throws(UsageError) -> HelpTopic? {
        guard isHelp else { return nil }
        guard let group = positionals.first else { return .overview }
        let subcommand = positionals.dropFirst().first
        switch group {
        case "movies":
            switch subcommand {
            case nil: return .movies
            case "popular": return .moviesPopular
            case "search": return .moviesSearch
            case "show": return .moviesShow
            case "rate": return .moviesRate
            case "unrate": return .moviesUnrate
            case "rated": return .moviesRated
            case let other?: throw unknownSubcommand(other, of: "movies", valid: moviesSubcommands)
            }
        case "session":
            switch subcommand {
            case nil, "new": return .session
            case let other?: throw unknownSubcommand(other, of: "session", valid: "new")
            }
        case "characters":
            switch subcommand {
            case nil: return .characters
            case "list": return .charactersList
            case "show": return .charactersShow
            case let other?: throw unknownSubcommand(other, of: "characters", valid: "list or show")
            }
        case "dependencies":
            return .dependencies
        default:
            throw unknownCommand(group)
        }
    }

    private static func command(from scanned: Scanned) throws(UsageError) -> Command {
        var positionals = scanned.positionals[...]
        guard let group = positionals.popFirst() else {
            throw UsageError("missing command (movies, characters, session or dependencies); run 'marquee --help'")
        }
        switch group {
        case "movies":
            guard let subcommand = positionals.popFirst() else {
                throw UsageError("movies needs a subcommand: \(moviesSubcommands)")
            }
            switch subcommand {
            case "popular":
                try expectNoMore(positionals, after: "movies popular")
                try expectOnly(["--page"], in: scanned, for: "movies popular")
                return .moviesPopular(page: try value(input(scanned).moviePage))
            case "search":
                let input = input(scanned, query: Array(positionals))
                let query = try value(input.searchQuery)
                try expectOnly(["--page"], in: scanned, for: "movies search")
                return .moviesSearch(query: query, page: try value(input.moviePage))
            case "show":
                let id = try identifier(positionals.popFirst(), of: "movie", InputValues.movieID)
                try expectNoMore(positionals, after: "movies show ID")
                try expectOnly([], in: scanned, for: "movies show")
                return .moviesShow(id: id)
            case "rate":
                let id = try identifier(positionals.popFirst(), of: "movie", InputValues.movieID)
                guard let text = positionals.popFirst() else {
                    throw UsageError("missing rating VALUE (from 0.5 to 10 in steps of 0.5)")
                }
                let rating = try value { () throws(InputError) in try InputValues.rating(text) }
                try expectNoMore(positionals, after: "movies rate ID VALUE")
                try expectOnly([], in: scanned, for: "movies rate")
                return .moviesRate(id: id, rating: rating)
            case "unrate":
                let id = try identifier(positionals.popFirst(), of: "movie", InputValues.movieID)
                try expectNoMore(positionals, after: "movies unrate ID")
                try expectOnly([], in: scanned, for: "movies unrate")
                return .moviesUnrate(id: id)
            case "rated":
                try expectNoMore(positionals, after: "movies rated")
                try expectOnly(["--page"], in: scanned, for: "movies rated")
                return .moviesRated(page: try value(input(scanned).moviePage))
            default:
                throw unknownSubcommand(subcommand, of: "movies", valid: moviesSubcommands)
            }
        case "session":
            guard let subcommand = positionals.popFirst() else { throw UsageError("session needs a subcommand: new") }
            guard subcommand == "new" else { throw unknownSubcommand(subcommand, of: "session", valid: "new") }
            try expectNoMore(positionals, after: "session new")
            try expectOnly([], in: scanned, for: "session new")
            return .sessionNew
        case "characters":
            guard let subcommand = positionals.popFirst() else {
                throw UsageError("characters needs a subcommand: list or show")
            }
            switch subcommand {
            case "list":
                try expectNoMore(positionals, after: "characters list")
                try expectOnly(valueOptions, in: scanned, for: "characters list")
                let input = input(scanned)
                return .charactersList(page: try value(input.page), filter: try value(input.characterFilter))
            case "show":
                let id = try identifier(positionals.popFirst(), of: "character", InputValues.characterID)
                try expectNoMore(positionals, after: "characters show ID")
                try expectOnly([], in: scanned, for: "characters show")
                return .charactersShow(id: id)
            default:
                throw unknownSubcommand(subcommand, of: "characters", valid: "list or show")
            }
        case "dependencies":
            try expectNoMore(positionals, after: "dependencies")
            try expectOnly([], in: scanned, for: "dependencies")
            return .dependencies
        default:
            throw unknownCommand(group)
        }
    }

    // MARK: - Values

    /// The options' values by parameter name (`--page` is `page`), read by `MarqueeInput`, as every host's input is;
    /// the positional query, when given, is `query`.
    private static func input(_ scanned: Scanned, query: [String]? = nil) -> InputValues {
        var values = Dictionary(uniqueKeysWithValues: scanned.options.map { (String($0.key.dropFirst(2)), $0.value) })
        if let query, !query.isEmpty { values["query"] = query.joined(separator: " ") }
        return InputValues(values)
    }

    /// `read` with its ``InputError`` as this command line's usage error: the same message as every other host.
    private static func value<Value>(_ read: () throws(InputError) -> Value) throws(UsageError) -> Value {
        do {
            return try read()
        } catch {
            throw UsageError(error.message)
        }
    }

    /// The `kind` ID argument, read by `parse` (`InputValues.movieID`, `InputValues.characterID`).
    private static func identifier(
        _ text: String?, of kind: String, _ parse: (String) throws(InputError) -> EntityID
    ) throws(UsageError) -> EntityID {
        guard let text else { throw UsageError("missing \(kind) ID (a whole number of at least 1)") }
        return try value { () throws(InputError) in try parse(text) }
    }

    /// `0` through `9` only, unlike `isNumber`, which also accepts other scripts' digits and fractions.
    private static func isASCIIDigit(_ character: Swift.Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }

    // MARK: - Errors

    /// The `movies` subcommands, as a usage error lists them.
    private static let moviesSubcommands = "popular, search, show, rate, unrate or rated"

    private static func expectNoMore(_ rest: ArraySlice<String>, after command: String) throws(UsageError) {
        guard let extra = rest.first else { return }
        throw UsageError("unexpected argument \(UserText.quoted(extra)) after '\(command)'")
    }

    private static func expectOnly(
        _ allowed: Set<String>, in scanned: Scanned, for command: String
    ) throws(UsageError) {
        guard let unexpected = scanned.options.keys.sorted().first(where: { !allowed.contains($0) }) else { return }
        throw UsageError("'\(command)' has no option \(unexpected); run 'marquee \(command) --help'")
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        UsageError(
            "unknown command \(UserText.quoted(name)); commands are movies, characters, session and dependencies")
    }

    private static func unknownSubcommand(_ name: String, of group: String, valid: String) -> UsageError {
        UsageError("unknown \(group) command \(UserText.quoted(name)); expected \(valid)")
    }
}

/// The command line cannot be run as written. Reported as one line on standard error, exit status 2.
public struct UsageError: Error, Hashable, Sendable {
    /// What is wrong, in one line, without the `marquee: ` prefix.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }
}
