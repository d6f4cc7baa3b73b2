import AppDependencies
import Foundation
import HTTPTransport
import MarqueeJSON
import MoviesAdapters
import SharedKernel
import StubHTTPServer

/// `marquee-fixtures`: refreshes the recordings the contract suites read, and reports how far the stubs have
/// drifted from them. Parsing, running and printing, with the environment and the output injected so tests run
/// it in process.
package enum FixturesCommand {
    /// The default recording folder, relative to the package root: the one the contract suites read.
    static let defaultRecordings = "Tests/ContractTests/Fixtures"

    /// The help text.
    static let help = """
        usage: marquee-fixtures refresh [--into DIR] [--prune] [REPORT OPTIONS]
               marquee-fixtures drift [--recordings DIR] [REPORT OPTIONS]
        report options: [--max-age AGE [--expired error|warn|ignore]] [--patch FILE [--include-volatile]]

          refresh   records every request the contract suites and stubs rely on (FixtureNeed.catalogue) through
                    the production adapters, into DIR (default: \(defaultRecordings) of the package in the
                    current directory or above), dates them (\(RecordingDates.fileName)), then reports drift.
                    Writes nothing unless every answer is usable; a stub entity the API answers with its own 404
                    is usable: it is reported gone upstream. Recordings nothing asks for any more are listed as
                    unused; --prune removes them.
          drift     compares every stub answer that has a recording in DIR with what the production adapter reads
                    from that recording, field by field: volatile (votes, popularity, page totals) apart from drift,
                    and lists stub entities gone upstream and recordings nothing reads.

          --max-age AGE   list recordings older than AGE (whole hours or days: 36h, 30d) or undated as stale
          --expired P     what stale recordings do: error (exit 1), warn (listed; the default), ignore
          --patch FILE    write a unified diff of the stub data (AdaptersUITesting/*/Data) that sets every drifted
                          field to its recorded value and marks entities gone upstream with a comment; apply it at
                          the package root with `git apply FILE`
          --include-volatile  the patch also sets volatile fields (votes, popularity, page totals)

        Environment: TMDB_API_TOKEN or TMDB_API_KEY (refresh against the real TMDb only), API_BASE_URL,
        TMDB_API_BASE_URL, RICK_AND_MORTY_API_BASE_URL (as for marquee).
        Exit status: 0 no drift; 1 drift, an entity gone upstream, or stale recordings under --expired error;
        2 usage error; 3 failed (upstream, files): one line on stderr, the recordings left untouched.
        """

    /// Runs the command for `arguments` (without the program name) on `needs`; returns the exit status. `now` is
    /// the wall clock that dates new recordings and measures their age.
    package static func run(
        arguments: [String], environment: [String: String], currentDirectory: URL,
        output: (String) -> Void, errorOutput: (String) -> Void, needs: [FixtureNeed] = FixtureNeed.catalogue,
        now: @escaping @Sendable () -> Date
    ) async -> Int32 {
        let secrets = LaunchConfiguration.secretValues(in: environment)
        func fail(_ status: Int32, _ message: String) -> Int32 {
            errorOutput("marquee-fixtures: \(Redactor.redact(message, secrets: secrets))\n")
            return status
        }
        if arguments.contains(where: { ["--help", "-h", "help"].contains($0) }) {
            output(help + "\n")
            return 0
        }
        let options: FixturesArguments
        do throws(FixturesUsageError) {
            options = try FixturesArguments(parsing: arguments)
        } catch {
            return fail(2, "\(error.message); see --help")
        }
        let folder: URL
        let shown: String
        if let folderArgument = options.folder {
            folder = URL(fileURLWithPath: folderArgument, relativeTo: currentDirectory).standardizedFileURL
            shown = folderArgument
        } else if let root = packageRoot(from: currentDirectory) {
            folder = root.appendingPathComponent(defaultRecordings, isDirectory: true)
            shown = defaultRecordings
        } else {
            return fail(
                2,
                "not inside the Marquee package (no \(defaultRecordings) here or above); pass \(options.folderOption) DIR"
            )
        }
        do throws(FixturesFailure) {
            if options.command == .refresh {
                let refresh = try makeRefresh(environment: environment, now: now)
                let outcome = try await refresh.run(into: folder, needs: needs, prune: options.prune)
                output(summary(of: outcome, shown: shown))
            }
            let expiry = options.maxAge.map { RecordingExpiry(maxAge: $0, policy: options.expired, now: now()) }
            let report = try await DriftReport.measure(
                recordings: folder, shownAs: shown, needs: needs, expiry: expiry)
            output(report.rendered())
            if let patchFile = options.patch {
                guard let root = packageRoot(from: currentDirectory) else {
                    return fail(2, "--patch needs the stub data: run it inside the Marquee package")
                }
                let patch = try StubDataPatch.make(for: report, root: root, includeVolatile: options.includeVolatile)
                let target = URL(fileURLWithPath: patchFile, relativeTo: currentDirectory).standardizedFileURL
                do {
                    try Data(patch.text.utf8).write(to: target, options: .atomic)
                } catch {
                    throw FixturesFailure("--patch: cannot write \(patchFile)")
                }
                output(
                    "\nPatch written to \(patchFile): \(patch.fixedFields) field(s) set, \(patch.markedGone) gone "
                        + "entit\(patch.markedGone == 1 ? "y" : "ies") marked"
                        + (patch.notPatched.isEmpty ? "" : ", \(patch.notPatched.count) not patched (listed in it)")
                        + "; apply it with `git apply \(patchFile)` at the package root.\n")
            }
            return report.fails ? 1 : 0
        } catch {
            return fail(3, error.message)
        }
    }

    /// What a refresh did, before the report: what it wrote, what nothing asks for any more (kept or pruned) and
    /// which entities are gone upstream.
    static func summary(of outcome: FixtureRefreshOutcome, shown: String) -> String {
        var lines = ["Recorded \(outcome.written.count) answers into \(shown)"]
        if !outcome.gone.isEmpty {
            lines.append(
                "\(outcome.gone.count) answer(s) are the API's own 404 for a stub entity, recorded as gone upstream "
                    + "(see the report), e.g. \(outcome.gone[0])")
        }
        if !outcome.removed.isEmpty {
            lines.append("Pruned \(outcome.removed.count) unused recording(s):")
            lines += outcome.removed.map { "  \($0)" }
        } else if !outcome.unused.isEmpty {
            lines.append(
                "Kept \(outcome.unused.count) unused recording(s) (see the report; refresh --prune removes them)")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The refresh for `environment`: base URLs and credential read as `marquee` reads them. Without a
    /// credential it only runs against another TMDb base URL (a local upstream needs none).
    static func makeRefresh(
        environment: [String: String], now: @escaping @Sendable () -> Date
    ) throws(FixturesFailure) -> FixtureRefresh {
        let launch: LaunchConfiguration
        do {
            launch = try LaunchConfiguration(arguments: ["marquee-fixtures"], environment: environment)
        } catch {
            throw FixturesFailure("\(error)")
        }
        let credential: TMDbCredential
        switch launch.tmdbCredential {
        case .success(let configured):
            credential = configured
        case .failure(let problem):
            guard launch.tmdbBaseURL != TMDbConfiguration.defaultBaseURL else {
                throw FixturesFailure("refreshing from the real TMDb needs a credential: \(problem)")
            }
            credential = FixtureAsker.placeholderCredential
        }
        var redaction = RecordingRedaction()
        redaction.secretQueryItemNames.formUnion(Redactor.secretQueryItemNames)
        redaction.isSecretHeader = { RecordingRedaction.looksSecret($0) || Redactor.isSecretHeader($0) }
        return FixtureRefresh(
            tmdbBaseURL: launch.tmdbBaseURL, rickAndMortyBaseURL: launch.rickAndMortyBaseURL, credential: credential,
            redaction: redaction, now: now)
    }

    /// The nearest folder at or above `directory` that holds `Package.swift` and the default recordings.
    static func packageRoot(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let manifest = current.appendingPathComponent("Package.swift").path
            let recordings = current.appendingPathComponent(defaultRecordings).path
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: recordings) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}

/// Why `marquee-fixtures` could not do its job, in one line that names what failed and never holds a secret.
struct FixturesFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line, e.g. `refresh failed: GET /3/movie/640?language=en-US: the upstream answered 500, expected 200`.
    let message: String

    /// A failure saying `message`.
    init(_ message: String) {
        self.message = message
    }

    /// ``message``.
    var description: String { message }
}

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
