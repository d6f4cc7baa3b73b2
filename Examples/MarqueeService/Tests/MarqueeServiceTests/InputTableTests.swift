import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import HummingbirdTesting
import MarqueeCommandLine
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@testable import MarqueeService

/// One input to Marquee, written once and sent through every host: `marquee`'s parser, the JSON API and the pages.
struct InputCase: Sendable, CustomTestStringConvertible {
    /// What the input asks for.
    enum Request: Sendable {
        case popularMovies, searchMovies, movie, characters, character
    }

    /// What every host must do with it.
    enum Expected: Sendable {
        /// Accepted: `marquee` parses this command, and the API and the page make the same call to the stub.
        case accepted(Command)
        /// Refused before any call, naming `parameter`, with `message` on every host.
        case refused(_ parameter: String, _ message: String)
    }

    let request: Request
    /// The values the input gives, decoded (`id` is the path's or the argument's id); in this order.
    let values: [(name: String, value: String)]
    let expected: Expected
    /// The search page shows its prompt for a missing or blank query instead of an error (the form is not filled in
    /// yet); the command line and the API refuse it.
    var isSearchPrompt = false

    init(_ request: Request, _ values: [(String, String)], _ expected: Expected, isSearchPrompt: Bool = false) {
        self.request = request
        self.values = values.map { (name: $0.0, value: $0.1) }
        self.expected = expected
        self.isSearchPrompt = isSearchPrompt
    }

    var testDescription: String {
        "\(request) " + values.map { "\($0.name)=\($0.value.debugDescription)" }.joined(separator: " ")
    }

    // MARK: Each host's spelling of the input

    /// `marquee`'s arguments: options first, then `--` and the query or id, so that any text stays an argument.
    var arguments: [String] {
        let options = values.filter { $0.name != "query" && $0.name != "id" }.flatMap { ["--" + $0.name, $0.value] }
        let positional = values.filter { $0.name == "query" || $0.name == "id" }.map(\.value)
        let command: [String] =
            switch request {
            case .popularMovies: ["movies", "popular"]
            case .searchMovies: ["movies", "search"]
            case .movie: ["movies", "show"]
            case .characters: ["characters", "list"]
            case .character: ["characters", "show"]
            }
        return command + options + (positional.isEmpty ? [] : ["--"] + positional)
    }

    /// The JSON API's address.
    var apiAddress: String {
        switch request {
        case .popularMovies: "/api/v1/movies/popular" + queryString
        case .searchMovies: "/api/v1/movies/search" + queryString
        case .movie: "/api/v1/movies/" + pathID
        case .characters: "/api/v1/characters" + queryString
        case .character: "/api/v1/characters/" + pathID
        }
    }

    /// The page's address.
    var pageAddress: String {
        switch request {
        case .popularMovies: "/" + queryString
        case .searchMovies: "/search" + queryString
        case .movie: "/movies/" + pathID
        case .characters: "/characters" + queryString
        case .character: "/characters/" + pathID
        }
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private var queryString: String {
        let pairs = values.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? value)
        }
        return pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&")
    }

    /// The id as a path segment: a path is not form-encoded, so `+` stays itself.
    private var pathID: String {
        let id = values.first { $0.name == "id" }?.value ?? ""
        return id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id
    }

    /// The stub port and the call an accepted input makes.
    static func call(for command: Command) -> (port: String, call: PortCall?) {
        switch command {
        case .moviesPopular(let page):
            ("MovieRepository", PortCall(StubMovieRepositoryCall.popularMovies(page: page.value)))
        case .moviesSearch(let query, let page):
            ("MovieRepository", PortCall(StubMovieRepositoryCall.searchMovies(query: query.text, page: page.value)))
        case .moviesShow(let id):
            ("MovieRepository", PortCall(StubMovieRepositoryCall.movie(id: id.value)))
        case .charactersList(let page, let filter):
            (
                "CharacterRepository",
                PortCall(StubCharacterRepositoryCall.characters(page: page.value, filter: filter))
            )
        case .charactersShow(let id):
            ("CharacterRepository", PortCall(StubCharacterRepositoryCall.character(id: id.value)))
        case .moviesRate(let id, let rating):
            (
                "MovieRatingRepository",
                PortCall(StubMovieRatingRepositoryCall.rate(movie: id.value, value: rating.value))
            )
        case .moviesUnrate(let id):
            ("MovieRatingRepository", PortCall(StubMovieRatingRepositoryCall.removeRating(movie: id.value)))
        case .moviesRated(let page):
            ("MovieRatingRepository", PortCall(StubMovieRatingRepositoryCall.ratedMovies(page: page.value)))
        case .sessionNew:
            ("MovieRatingRepository", PortCall(StubMovieRatingRepositoryCall.newGuestSession))
        case .dependencies:
            ("", nil)
        }
    }
}

/// The one table of inputs: each is accepted with the same value, or refused with the same message, by `marquee`,
/// the JSON API and the pages (`MarqueeInput` reads them all).
@Suite("One input, one answer: the command line, the JSON API and the pages agree on every input")
struct InputTableTests {
    static let tooLongQuery = String(repeating: "a", count: 201)
    static let tooLongFilter = String(repeating: "r", count: 101)
    static let huge = "99999999999999999999"

    static let cases: [InputCase] = [
        // Pages of movies: 1 through 500.
        InputCase(.popularMovies, [], .accepted(.moviesPopular(page: 1))),
        InputCase(.popularMovies, [("page", "2")], .accepted(.moviesPopular(page: 2))),
        InputCase(.popularMovies, [("page", "500")], .accepted(.moviesPopular(page: 500))),
        InputCase(.popularMovies, [("page", "007")], .accepted(.moviesPopular(page: 7))),
        InputCase(
            .popularMovies, [("page", "0")],
            .refused("page", "page must be a whole number from 1 through 500, got '0'")),
        InputCase(
            .popularMovies, [("page", "501")],
            .refused("page", "page must be a whole number from 1 through 500, got '501'")),
        InputCase(
            .popularMovies, [("page", "abc")],
            .refused("page", "page must be a whole number from 1 through 500, got 'abc'")),
        InputCase(
            .popularMovies, [("page", "-1")],
            .refused("page", "page must be a whole number from 1 through 500, got '-1'")),
        InputCase(
            .popularMovies, [("page", "+1")],
            .refused("page", "page must be a whole number from 1 through 500, got '+1'")),
        InputCase(
            .popularMovies, [("page", "1.5")],
            .refused("page", "page must be a whole number from 1 through 500, got '1.5'")),
        InputCase(
            .popularMovies, [("page", "")], .refused("page", "page must be a whole number from 1 through 500, got ''")),
        InputCase(
            .popularMovies, [("page", huge)],
            .refused("page", "page must be a whole number from 1 through 500, got '\(huge)'")),
        InputCase(
            .popularMovies, [("page", "1\u{2028}")],
            .refused("page", "page must be a whole number from 1 through 500, got '1\\u{2028}'")),
        // Search: a trimmed query of 1 to 200 characters.
        InputCase(.searchMovies, [("query", "fight club")], .accepted(.moviesSearch(query: "fight club", page: 1))),
        InputCase(
            .searchMovies, [("query", "  wick "), ("page", "2")], .accepted(.moviesSearch(query: "wick", page: 2))),
        InputCase(.searchMovies, [("query", "a+b & c")], .accepted(.moviesSearch(query: "a+b & c", page: 1))),
        InputCase(.searchMovies, [], .refused("query", "query is required"), isSearchPrompt: true),
        InputCase(.searchMovies, [("query", "")], .refused("query", "query must not be empty"), isSearchPrompt: true),
        InputCase(
            .searchMovies, [("query", " \t ")], .refused("query", "query must not be empty"), isSearchPrompt: true),
        InputCase(
            .searchMovies, [("query", tooLongQuery)], .refused("query", "query must be at most 200 characters")),
        InputCase(
            .searchMovies, [("query", "fight\tclub")], .refused("query", "query must not contain control characters")),
        InputCase(
            .searchMovies, [("query", "x"), ("page", "0")],
            .refused("page", "page must be a whole number from 1 through 500, got '0'")),
        // Ids: whole numbers from 1.
        InputCase(.movie, [("id", "550")], .accepted(.moviesShow(id: 550))),
        InputCase(.movie, [("id", "abc")], .refused("id", "movie ID must be a whole number of at least 1, got 'abc'")),
        InputCase(.movie, [("id", "0")], .refused("id", "movie ID must be a whole number of at least 1, got '0'")),
        InputCase(.movie, [("id", "-5")], .refused("id", "movie ID must be a whole number of at least 1, got '-5'")),
        InputCase(.movie, [("id", "+7")], .refused("id", "movie ID must be a whole number of at least 1, got '+7'")),
        InputCase(.movie, [("id", "1e3")], .refused("id", "movie ID must be a whole number of at least 1, got '1e3'")),
        InputCase(
            .movie, [("id", huge)],
            .refused("id", "movie ID is too large: at most 9223372036854775807, got '\(huge)'")),
        InputCase(.character, [("id", "1")], .accepted(.charactersShow(id: 1))),
        InputCase(
            .character, [("id", "00")], .refused("id", "character ID must be a whole number of at least 1, got '00'")),
        InputCase(
            .character, [("id", "rick")],
            .refused("id", "character ID must be a whole number of at least 1, got 'rick'")),
        // Character lists: any page from 1, filters in any letter case; a blank filter narrows nothing.
        InputCase(.characters, [], .accepted(.charactersList(page: 1, filter: CharacterFilter()))),
        InputCase(.characters, [("page", "2")], .accepted(.charactersList(page: 2, filter: CharacterFilter()))),
        InputCase(
            .characters, [("name", "rick"), ("status", "Alive")],
            .accepted(.charactersList(page: 1, filter: CharacterFilter(name: "rick", status: .alive)))),
        InputCase(
            .characters, [("status", "DEAD"), ("species", " human "), ("type", "parasite"), ("gender", "Female")],
            .accepted(
                .charactersList(
                    page: 1,
                    filter: CharacterFilter(status: .dead, species: "human", type: "parasite", gender: .female)))),
        InputCase(
            .characters, [("name", "  "), ("status", ""), ("gender", "")],
            .accepted(.charactersList(page: 1, filter: CharacterFilter()))),
        InputCase(
            .characters, [("status", "zombie")],
            .refused("status", "status must be alive, dead or unknown, got 'zombie'")),
        InputCase(
            .characters, [("gender", "robot")],
            .refused("gender", "gender must be female, male, genderless or unknown, got 'robot'")),
        InputCase(.characters, [("name", tooLongFilter)], .refused("name", "name must be at most 100 characters")),
        InputCase(
            .characters, [("species", "hu\u{1B}man")],
            .refused("species", "species must not contain control characters")),
        InputCase(
            .characters, [("species", tooLongFilter)], .refused("species", "species must be at most 100 characters")),
        InputCase(.characters, [("type", tooLongFilter)], .refused("type", "type must be at most 100 characters")),
        InputCase(.characters, [("page", "0")], .refused("page", "page must be a whole number of at least 1, got '0'")),
        InputCase(
            .characters, [("page", huge)],
            .refused("page", "page is too large: at most 9223372036854775807, got '\(huge)'")),
        InputCase(
            .characters, [("page", "x"), ("status", "zombie")],
            .refused("page", "page must be a whole number of at least 1, got 'x'")),
    ]

    @Test("marquee parses the input as the table says", arguments: cases)
    func commandLine(_ input: InputCase) {
        // When
        let result = Result { () throws(UsageError) in try CommandLineParser.parse(input.arguments) }

        // Then
        switch input.expected {
        case .accepted(let command):
            #expect(result == .success(.run(command, format: .text)))
        case .refused(_, let message):
            #expect(result == .failure(UsageError(message)))
        }
    }

    @Test("The JSON API answers the input as the table says", arguments: cases)
    func api(_ input: InputCase) async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            // When
            let response = try await client.get(input.apiAddress)

            // Then
            let calls = Self.calls(service)
            switch input.expected {
            case .accepted(let command):
                let expected = InputCase.call(for: command)
                #expect(expected.call.map { calls[expected.port]?.contains($0) == true } ?? true, "\(calls)")
            case .refused(let parameter, let message):
                #expect(response.status == .badRequest)
                let problem = try response.problem()
                #expect(problem.type == "urn:marquee:problem:invalid-parameter")
                #expect(problem.parameter == parameter)
                #expect(problem.detail == message)
                #expect(calls.values.allSatisfy { $0.isEmpty }, "refused before any call: \(calls)")
            }
        }
    }

    @Test("The pages answer the input as the table says", arguments: cases)
    func page(_ input: InputCase) async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            // When
            let response = try await client.get(input.pageAddress)

            // Then
            let html = response.text
            let calls = Self.calls(service)
            switch input.expected {
            case .accepted(let command):
                let expected = InputCase.call(for: command)
                #expect(expected.call.map { calls[expected.port]?.contains($0) == true } ?? true, "\(calls)")
            case .refused where input.isSearchPrompt:
                #expect(response.status == .ok)
                #expect(html.contains("data-testid=\"search.prompt\""))
                #expect(calls.values.allSatisfy { $0.isEmpty }, "\(calls)")
            case .refused(_, let message):
                // A bad id is an address with no page (404); any other bad input is the error state (400).
                let isID = input.values.contains { $0.name == "id" }
                #expect(response.status == (isID ? .notFound : .badRequest))
                #expect(html.contains(Self.escaped(message)), "\(html)")
                #expect(calls.values.allSatisfy { $0.isEmpty }, "refused before any call: \(calls)")
            }
        }
    }

    @Test("+ in a query string is a space on the API as on the page; %2B is a plus")
    func plusIsASpace() async throws {
        for (query, expected) in [("fight+club", "fight club"), ("fight%2Bclub", "fight+club")] {
            for address in ["/api/v1/movies/search?query=\(query)", "/search?query=\(query)"] {
                let service = try ServiceUnderTest.stubs()
                try await service.run { client in
                    // When
                    let response = try await client.get(address)

                    // Then
                    #expect(
                        Self.calls(service)["MovieRepository"]
                            == [PortCall(StubMovieRepositoryCall.searchMovies(query: expected, page: 1))],
                        "\(address)")
                    #expect(response.text.contains("Fight Club") == (expected == "fight club"), "\(address)")
                }
            }
        }
    }

    /// Each stub port's recorded calls, by port name.
    private static func calls(_ service: ServiceUnderTest) -> [String: [PortCall]] {
        Dictionary(
            uniqueKeysWithValues: (service.dependencies.session?.world.recordedCalls ?? []).map {
                ($0.port.name, $0.calls)
            })
    }

    /// `text` as the templates escape it.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
