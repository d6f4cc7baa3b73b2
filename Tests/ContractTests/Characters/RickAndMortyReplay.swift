import Foundation
import MarqueeTestSupport
import StubHTTPServer

/// The Rick and Morty API as the loopback server replays it: what every Characters port's replay shares.
///
/// Like the real API it answers 404 `{"error":"There is nothing here"}` (the recorded body) for anything it does
/// not know, and for ids it serves one id as an object (404 when unknown) and several ids, or one with a trailing
/// comma, as an array of the known ones. The API does not document the order of such an array, so the replay
/// answers in the order the ids were asked for, each once: sorting is the adapter's job, as the port promises
/// ascending ids. Its failures are `UpstreamFailureAnswers`' (the recorded 404, a gateway's 401, 500 and 503).
struct RickAndMortyReplay: ReplayAPI {
    /// The API answers 20 characters a page.
    static let pageSize = 20
    /// The public base URL the API writes into its own payloads (`url`, `episode`, `next`, …).
    static let publicBaseURL = "https://rickandmortyapi.com/api"

    let api = UpstreamFailureAnswers.API.rickAndMorty
    let answers: UpstreamFailureAnswers

    /// The replay, with its recorded error answers.
    init() throws(ContractHarnessError) {
        answers = try Fixture.failureAnswers()
    }

    /// The answer to `GET /<resource>/<ids>` from `records` (by id): one id is its object, or a 404 with
    /// `notFoundMessage`; a comma-separated list is an array of the known ones, each once, in the order asked;
    /// an id that is not a number is the API's 500. `recorded` bodies, when given, win over the record's.
    func resources(
        _ ids: Substring, in records: [Int: ReplayRecord], recorded: [Int: Data] = [:], notFoundMessage: String
    ) -> StubResponse {
        let parts = ids.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let numbers = parts.filter { !$0.isEmpty }.map { Int($0) }
        guard !numbers.contains(nil) else {
            return .json(string: #"{"error":"Hey! you must provide an id"}"#, status: 500)
        }
        if parts.count == 1, let id = numbers.first ?? nil {
            if let body = recorded[id] { return .json(body) }
            guard let record = records[id] else {
                return .json(string: #"{"error":"\#(notFoundMessage)"}"#, status: 404)
            }
            return .json(record.json)
        }
        var seen = Set<Int>()
        let found = numbers.compactMap { $0 }.filter { seen.insert($0).inserted }.compactMap { records[$0] }
        return ReplayRecord.respond { try found.map { try $0.object() } }
    }

    /// Registers `GET /<resource>/<ids>` on `server`, answered from `records` by
    /// ``resources(_:in:recorded:notFoundMessage:)``.
    func registerResources(
        _ resource: String, on server: StubHTTPServer, records: [ReplayRecord], recorded: [Int: Data] = [:],
        notFoundMessage: String
    ) {
        let byID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let prefix = "\(basePath)/\(resource)/"
        server.registerPrefix(
            .get, prefix,
            .handler { request in
                resources(
                    request.path.dropFirst(prefix.count), in: byID, recorded: recorded,
                    notFoundMessage: notFoundMessage)
            })
    }
}
