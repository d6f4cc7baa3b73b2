import AppDependencies
import Foundation
import HTTPTransport
import MoviesAdapters
import StubHTTPServer

/// `marquee-fixtures`: refreshes the recordings the contract suites read, and reports how far the stubs have
/// drifted from them. Parsing, running and printing, with the environment and the output injected so tests run
/// it in process.
public enum FixturesCommand {
    /// The default recording folder, relative to the package root: the one the contract suites read.
    public static let defaultRecordings = "Tests/ContractTests/Fixtures"

    /// The help text.
    public static let help = """
        usage: marquee-fixtures refresh [--into DIR]
               marquee-fixtures drift [--recordings DIR]

          refresh   records every request the contract suites and stubs rely on (FixtureNeed.catalogue) through
                    the production adapters, into DIR (default: \(defaultRecordings) of the package in the
                    current directory or above), then reports drift. Writes nothing unless every answer is usable.
          drift     compares every stub answer that has a recording in DIR with what the production adapter reads
                    from that recording, field by field: volatile (votes, popularity, page totals) apart from drift.

        Environment: TMDB_API_TOKEN or TMDB_API_KEY (refresh against the real TMDb only), API_BASE_URL,
        TMDB_API_BASE_URL, RICK_AND_MORTY_API_BASE_URL (as for marquee).
        Exit status: 0 no drift; 1 drift; 2 usage error; 3 failed (upstream, files); one line on stderr.
        """

    /// Runs the command for `arguments` (without the program name) on `needs`; returns the exit status.
    public static func run(
        arguments: [String], environment: [String: String], currentDirectory: URL,
        output: (String) -> Void, errorOutput: (String) -> Void, needs: [FixtureNeed] = FixtureNeed.catalogue
    ) async -> Int32 {
        let secrets = LaunchConfiguration.secretValues(in: environment)
        func fail(_ status: Int32, _ message: String) -> Int32 {
            errorOutput("marquee-fixtures: \(Redactor.redact(message, secrets: secrets))\n")
            return status
        }
        guard let command = arguments.first else { return fail(2, "missing command (refresh or drift); see --help") }
        if ["--help", "-h", "help"].contains(command)
            || arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" })
        {
            output(help + "\n")
            return 0
        }
        let option = command == "refresh" ? "--into" : "--recordings"
        guard command == "refresh" || command == "drift" else {
            return fail(2, "unknown command '\(command)' (refresh or drift); see --help")
        }
        var folderArgument: String?
        var rest = Array(arguments.dropFirst())
        while !rest.isEmpty {
            let argument = rest.removeFirst()
            guard argument == option, folderArgument == nil else {
                return fail(2, "unexpected argument '\(argument)' for \(command) (only \(option) DIR); see --help")
            }
            guard let value = rest.first, !value.isEmpty, !value.hasPrefix("--") else {
                return fail(2, "\(option) needs a folder")
            }
            folderArgument = rest.removeFirst()
        }
        let folder: URL
        let shown: String
        if let folderArgument {
            folder = URL(fileURLWithPath: folderArgument, relativeTo: currentDirectory).standardizedFileURL
            shown = folderArgument
        } else if let root = packageRoot(from: currentDirectory) {
            folder = root.appendingPathComponent(defaultRecordings, isDirectory: true)
            shown = defaultRecordings
        } else {
            return fail(2, "not inside the Marquee package (no \(defaultRecordings) here or above); pass \(option) DIR")
        }
        do throws(FixturesFailure) {
            if command == "refresh" {
                let refresh = try makeRefresh(environment: environment)
                let outcome = try await refresh.run(into: folder, needs: needs)
                output(
                    "Recorded \(outcome.written.count) answers into \(shown)"
                        + (outcome.removed.isEmpty ? "" : "; removed \(outcome.removed.joined(separator: ", "))")
                        + "\n\n")
            }
            let report = try await DriftReport.measure(recordings: folder, shownAs: shown, needs: needs)
            output(report.rendered())
            return report.hasDrift ? 1 : 0
        } catch {
            return fail(3, error.message)
        }
    }

    /// The refresh for `environment`: base URLs and credential read as `marquee` reads them. Without a
    /// credential it only runs against another TMDb base URL (a local upstream needs none).
    static func makeRefresh(environment: [String: String]) throws(FixturesFailure) -> FixtureRefresh {
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
            redaction: redaction)
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
