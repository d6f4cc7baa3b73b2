import AppDependencies
import CharactersApplication
import CharactersDomain
import Foundation
import FuzzSupport
import MarqueeCommandLine
import MoviesApplication
import MoviesDomain

// The `marquee` command line: the launch switches and environment (`LaunchConfiguration`), then the command
// (`CommandLineParser`). The input is NUL-separated arguments; `ENV:NAME=VALUE` sets a variable and `FILE:text`
// is what an `@path` scenario file holds. Properties, for any input:
// - refused only with the typed errors, as one non-empty line;
// - an accepted command has valid values: ids from 1, movie pages 1–500, character pages from 1, a trimmed query
//   of 1–200 characters, filter texts of at most 100 characters;
// - the accepted invocation written back as canonical arguments parses to the same invocation.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let tokens = String(decoding: FuzzInput(start, count).rest, as: UTF8.self)
        .split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    var arguments = ["marquee"]
    var environment: [String: String] = [:]
    var file: Data?
    for token in tokens {
        if token.hasPrefix("ENV:"), let equals = token.firstIndex(of: "=") {
            environment[String(token[token.index(token.startIndex, offsetBy: 4)..<equals])] = String(
                token[token.index(after: equals)...])
        } else if token.hasPrefix("FILE:") {
            file = Data(token.dropFirst(5).utf8)
        } else {
            arguments.append(token)
        }
    }

    let launch: LaunchConfiguration
    do {
        launch = try LaunchConfiguration(arguments: arguments, environment: environment) {
            path throws(ScenarioFileProblem) in
            guard let file else { throw .missing }
            return file
        }
    } catch {
        Fuzz.require(!error.description.isEmpty && Fuzz.isOneLine(error.description), "launch error \(error)")
        return 0
    }
    let invocation: Invocation
    do {
        invocation = try CommandLineParser.parse(launch.remainingArguments)
    } catch {
        Fuzz.require(!error.message.isEmpty && Fuzz.isOneLine(error.message), "usage error \(error.message)")
        return 0
    }
    if case .run(let command, _) = invocation { checkInvariants(command) }
    let canonical = canonicalArguments(invocation)
    let reparsed = Result { () throws(UsageError) in try CommandLineParser.parse(canonical) }
    Fuzz.require(reparsed == .success(invocation), "\(invocation) written as \(canonical) parses as \(reparsed)")
    return 0
}

func checkInvariants(_ command: Command) {
    let moviePages = 1...MoviePage.maximumPage
    switch command {
    case .moviesPopular(let page):
        Fuzz.require(moviePages.contains(page.value), "movies popular page \(page)")
    case .moviesSearch(let query, let page):
        let trimmed = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        Fuzz.require(moviePages.contains(page.value), "movies search page \(page)")
        Fuzz.require(
            !trimmed.isEmpty && trimmed == query.text && trimmed.count <= SearchQuery.maximumLength,
            "query \(query.text.debugDescription)")
    case .moviesShow(let id), .charactersShow(let id), .moviesUnrate(let id):
        Fuzz.require(id.value >= 1, "id \(id)")
    case .moviesRate(let id, let rating):
        Fuzz.require(id.value >= 1, "id \(id)")
        Fuzz.require(
            (1...20).contains(rating.halfPoints) && rating.value >= 0.5 && rating.value <= 10, "rating \(rating)")
    case .moviesRated(let page):
        Fuzz.require(moviePages.contains(page.value), "movies rated page \(page)")
    case .sessionNew:
        break
    case .charactersList(let page, let filter):
        Fuzz.require(page.value >= 1, "characters page \(page)")
        for text in [filter.name, filter.species, filter.type].compactMap({ $0?.text }) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            Fuzz.require(
                !trimmed.isEmpty && trimmed == text && text.count <= FilterText.maximumLength,
                "filter text \(text.debugDescription)")
        }
    case .dependencies:
        break
    }
}

/// The invocation as the arguments a careful user would type: options spelled out, values after `=`, a query
/// after `--`.
func canonicalArguments(_ invocation: Invocation) -> [String] {
    switch invocation {
    case .help(let topic):
        let words: [HelpTopic: [String]] = [
            .overview: [], .movies: ["movies"], .moviesPopular: ["movies", "popular"],
            .moviesSearch: ["movies", "search"], .moviesShow: ["movies", "show"], .characters: ["characters"],
            .charactersList: ["characters", "list"], .charactersShow: ["characters", "show"],
            .dependencies: ["dependencies"], .moviesRate: ["movies", "rate"], .moviesUnrate: ["movies", "unrate"],
            .moviesRated: ["movies", "rated"], .session: ["session"],
        ]
        return (words[topic] ?? []) + ["--help"]
    case .run(let command, let format):
        let json = format == .json ? ["--json"] : []
        switch command {
        case .moviesPopular(let page): return ["movies", "popular", "--page=\(page)"] + json
        case .moviesSearch(let query, let page):
            return ["movies", "search", "--page=\(page)"] + json + ["--", query.text]
        case .moviesShow(let id): return ["movies", "show", "\(id)"] + json
        case .charactersShow(let id): return ["characters", "show", "\(id)"] + json
        case .dependencies: return ["dependencies"] + json
        case .moviesRate(let id, let rating): return ["movies", "rate", "\(id)"] + json + ["--", "\(rating)"]
        case .moviesUnrate(let id): return ["movies", "unrate", "\(id)"] + json
        case .moviesRated(let page): return ["movies", "rated", "--page=\(page)"] + json
        case .sessionNew: return ["session", "new"] + json
        case .charactersList(let page, let filter):
            var arguments = ["characters", "list", "--page=\(page)"]
            if let name = filter.name { arguments.append("--name=\(name)") }
            if let status = filter.status { arguments.append("--status=\(status.rawValue)") }
            if let species = filter.species { arguments.append("--species=\(species)") }
            if let type = filter.type { arguments.append("--type=\(type)") }
            if let gender = filter.gender { arguments.append("--gender=\(gender.rawValue)") }
            return arguments + json
        }
    }
}

Fuzz.run(testOneInput)
