import Foundation
import StubHTTPServer

/// The one table of recorded upstream answers that marquee-service's live mode is replayed from, on a
/// `StubHTTPServer`: what `marquee-service-replay` serves (the benchmark's live case) and what the UI tests' replay
/// backend starts per test.
///
/// Each route answers one recorded payload of `Tests/MarqueeServiceTests/Fixtures`, and each recording of a
/// `marquee-fixtures` folder its recorded answer, only to the request it was recorded for: the same path and the
/// same query items (a credential's `api_key` aside). Anything else is a 404 naming the request, so the replayed
/// world is exactly the recordings and a page asking for more says so.
///
/// The one replay of recorded answers. The root package's contract suites have a simulated API instead
/// (`Tests/ContractTests/Harness/ReplayAPI.swift` says why it earns its lines): they ask a port every question over
/// a whole generated world, which four recordings cannot answer. A fault on either is a `PortBehavior`, answered as
/// `UpstreamFailureAnswers` (`Tests/MarqueeTestSupport`) says.
package enum UpstreamReplay {
    /// One recorded answer: the request it answers and the file that holds it.
    package struct Route: Sendable, Hashable {
        /// The upstream path, e.g. `/3/movie/popular`.
        package let path: String
        /// The query items the recorded request had (besides a credential).
        package let query: [String: String]
        /// The payload's file name in the fixtures folder.
        package let file: String
    }

    /// The recorded answers: TMDb's popular page 1, movie 640 and the image configuration; Rick and Morty's first
    /// page of characters.
    package static let routes: [Route] = [
        Route(path: "/3/movie/popular", query: ["language": "en-US", "page": "1"], file: "tmdb-popular-page.json"),
        Route(path: "/3/movie/640", query: ["language": "en-US"], file: "tmdb-movie-details-640.json"),
        Route(path: "/3/configuration", query: [:], file: "tmdb-configuration.json"),
        Route(path: "/api/character", query: ["page": "1"], file: "rm-characters-page-1.json"),
    ]

    /// Query items a request may carry that the recording left out: the TMDb credential of `TMDB_API_KEY`.
    private static let ignoredQueryItems: Set<String> = ["api_key"]

    /// Registers every route of ``routes`` on `server` (``recordedAnswers(from:recordings:baseURL:headers:)``,
    /// which it returns as read, for a test to put back after a fault) and a catch-all that answers any other
    /// request with a 404 naming it (``notRecorded``), each answer given through `answering` (as it is by default;
    /// `marquee-service-replay` holds each one, the UI tests' replay logs its status). A route registered later on
    /// the same path (a test's fault) replaces the recording.
    @discardableResult
    package static func register(
        on server: StubHTTPServer, from directory: URL, recordings: URL? = nil, headers: [String: String] = [:],
        answering: (StubResponse) -> StubResponse = { $0 }
    ) throws(UpstreamReplayError) -> [String: StubResponse] {
        let answers = try recordedAnswers(
            from: directory, recordings: recordings, baseURL: server.baseURL, headers: headers)
        for (path, answer) in answers {
            server.register(.get, path, answering(answer))
        }
        server.registerCatchAll(answering(notRecorded))
        return answers
    }

    /// Each recorded path's answer: every route's payload, read once from `directory` with every `{{BASE_URL}}`
    /// replaced by `baseURL` and answered from memory with `headers` besides its `Content-Type`, and, when
    /// `recordings` is given, every `*.recording` file there (`marquee-fixtures`' recordings, the root package's
    /// `Tests/ContractTests/Fixtures`) with its recorded status and headers (`Cache-Control` among them) besides
    /// `headers`; a recording replaces a route recorded for the same request. Each answers only the request it was
    /// recorded for; any other query on its path gets ``notRecorded``.
    package static func recordedAnswers(
        from directory: URL, recordings: URL? = nil, baseURL: URL, headers: [String: String] = [:]
    ) throws(UpstreamReplayError) -> [String: StubResponse] {
        let base = Data(baseURL.absoluteString.utf8)
        var byPath: [String: [[String: String]: StubResponse]] = [:]
        for route in routes {
            let recorded: Data
            do {
                recorded = try Data(contentsOf: directory.appendingPathComponent(route.file))
            } catch {
                throw .missingPayload(route.file, directory: directory.path)
            }
            let body = recorded.replacing(Data("{{BASE_URL}}".utf8), with: base)
            byPath[route.path, default: [:]][route.query] = .json(body, headers: headers)
        }
        if let recordings {
            let recording: StubRecording
            do {
                recording = try StubRecording.load(from: recordings)
            } catch {
                throw .unreadableRecording(error.description)
            }
            for answer in recording.answers(overridingHeaders: headers) {
                byPath[answer.path, default: [:]][answer.query] = answer.response
            }
        }
        return byPath.mapValues { answers in
            .handler { request in
                answers[query(of: request)] ?? notRecordedAnswer(to: request)
            }
        }
    }

    /// The answer to a request no recording answers: a 404 in the shape both APIs give one (TMDb's
    /// `status_message`, Rick and Morty's `error`), naming the request.
    package static let notRecorded = StubResponse.handler { notRecordedAnswer(to: $0) }

    /// The query items `request` carries besides a credential; an item given twice matches no recording.
    private static func query(of request: ReceivedRequest) -> [String: String] {
        let items = request.queryItems.filter { !ignoredQueryItems.contains($0.name) }
        let query = Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return items.count == query.count ? query : ["": "repeated query item"]
    }

    private static func notRecordedAnswer(to request: ReceivedRequest) -> StubResponse {
        let items = request.queryItems.filter { !ignoredQueryItems.contains($0.name) }
        let query = items.isEmpty ? "" : "?" + items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let message = "not recorded: \(request.method) \(request.path)\(query)"
        let body = try? JSONSerialization.data(
            withJSONObject: ["status_message": message, "error": message],
            options: [.sortedKeys, .withoutEscapingSlashes])
        return .json(body ?? Data(), status: 404)
    }
}

/// The replay cannot start: a recorded payload is missing or unreadable.
package enum UpstreamReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The payload file, and the folder it was looked for in.
    case missingPayload(String, directory: String)

    /// The recordings folder, or a file in it, cannot be read as recordings: StubHTTPServer's one line naming the
    /// folder, or the file and line.
    case unreadableRecording(String)

    /// One line naming the file.
    package var description: String {
        switch self {
        case .missingPayload(let file, let directory): "no readable \(file) in \(directory)"
        case .unreadableRecording(let problem): problem
        }
    }
}
