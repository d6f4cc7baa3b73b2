import Foundation
import StubHTTPServer

/// The Rick and Morty API as the loopback server replays it for the Characters contracts.
///
/// The world is the stub's world: the recorded characters where a recording exists (page 1's twenty, and
/// character 19 on its own), JSON generated from the stub data for the rest. The routes answer like the real API:
/// 20 characters a page in ascending id order, filters case-insensitive (`name`, `species`, `type` as a
/// substring, `status` and `gender` exactly), a filter with no match and a page past the end both a
/// 404 `{"error":"There is nothing here"}`, one id an object and several ids (or one with a trailing comma) an
/// array of the known ones, an unknown single id a 404.
///
/// The API does not document the order of a batch, so the replay answers in the order the ids were asked for
/// (each once): sorting is the adapter's job, as the port promises ascending ids.
struct RickAndMortyReplay: ReplayAPI {
    /// The API answers 20 characters a page.
    static let pageSize = 20

    /// The public base URL the API writes into its own payloads (`url`, `episode`, `next`, …).
    static let publicBaseURL = "https://rickandmortyapi.com/api"

    /// The filters `GET /character` understands, and whether each matches as a substring (else exactly).
    static let characterFilters: [(name: String, substring: Bool)] = [
        ("name", true), ("status", false), ("species", true), ("type", true), ("gender", false),
    ]

    let basePath = "/api"

    /// Every character, in ascending id order.
    let characters: [ReplayRecord]
    /// Bodies recorded for `GET /character/{id}` on its own, by id; they win over the list's record.
    let recordedCharacters: [Int: Data]
    /// Every episode, in ascending id order.
    let episodes: [ReplayRecord]
    /// The API's `{"error":"There is nothing here"}`.
    let nothingHereBody: Data
    /// Whether `GET /character/{ids}` and `GET /episode/{ids}` find anything.
    var resolvesIDs = true

    func install(on server: StubHTTPServer, condition: WorldCondition) {
        switch condition {
        case .unauthorized:
            server.registerCatchAll(.json(string: #"{"error":"Unauthorized"}"#, status: 401))
        case .serverError:
            server.registerCatchAll(.json(string: #"{"error":"Internal Server Error"}"#, status: 500))
        case .serviceUnavailable:
            server.registerCatchAll(.json(string: #"{"error":"Service Unavailable"}"#, status: 503))
        case .happyPath, .empty, .notFound:
            let world = condition == .happyPath ? self : emptied(keepingLists: condition == .notFound)
            world.installRoutes(on: server)
        }
    }

    /// The same replay where no id resolves, and with no characters in any list unless `keepingLists`.
    private func emptied(keepingLists: Bool) -> RickAndMortyReplay {
        RickAndMortyReplay(
            characters: keepingLists ? characters : [], recordedCharacters: [:], episodes: [],
            nothingHereBody: nothingHereBody, resolvesIDs: false)
    }

    private func installRoutes(on server: StubHTTPServer) {
        server.register(.get, "\(basePath)/character", .handler { request in characterPage(request) })
        server.registerPrefix(
            .get, "\(basePath)/character/",
            .handler { request in
                let ids = request.path.dropFirst("\(basePath)/character/".count)
                if ids.isEmpty { return characterPage(request) }
                return resources(
                    String(ids), in: characters, recorded: recordedCharacters, notFound: "Character not found")
            })
        server.registerPrefix(
            .get, "\(basePath)/episode/",
            .handler { request in
                let ids = request.path.dropFirst("\(basePath)/episode/".count)
                return resources(String(ids), in: episodes, recorded: [:], notFound: "Episode not found")
            })
        server.registerCatchAll(.json(nothingHereBody, status: 404))
    }

    /// `GET /character?page=&name=&status=&species=&type=&gender=`.
    private func characterPage(_ request: RecordedRequest) -> StubResponse {
        let filters = Self.characterFilters.compactMap { filter -> (String, String, Bool)? in
            guard let value = request.queryValue(filter.name), !value.isEmpty else { return nil }
            return (filter.name, value, filter.substring)
        }
        let matches = characters.filter { record in
            filters.allSatisfy { key, value, substring in
                let field = record.fields[key] ?? ""
                return substring
                    ? field.range(of: value, options: .caseInsensitive) != nil
                    : field.caseInsensitiveCompare(value) == .orderedSame
            }
        }
        let page = Int(request.queryValue("page") ?? "1") ?? 1
        let pages = (matches.count + Self.pageSize - 1) / Self.pageSize
        guard (1...max(1, pages)).contains(page), !matches.isEmpty else { return .json(nothingHereBody, status: 404) }
        let start = (page - 1) * Self.pageSize
        let query = filters.map { "&\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        func link(_ page: Int) -> Any {
            (1...pages).contains(page) ? "\(Self.publicBaseURL)/character?page=\(page)\(query.joined())" : NSNull()
        }
        do {
            let body: [String: Any] = [
                "info": ["count": matches.count, "pages": pages, "next": link(page + 1), "prev": link(page - 1)],
                "results": try matches[start..<min(start + Self.pageSize, matches.count)].map {
                    record throws(ContractHarnessError) in try record.object()
                },
            ]
            return .json(try JSON.data(body))
        } catch {
            return .json(string: #"{"error":"\#(error)"}"#, status: 599)
        }
    }

    /// `GET /character/{ids}` or `GET /episode/{ids}`: one id is an object (404 when unknown); a comma-separated
    /// list is an array of the known ones, each once, in the order asked.
    private func resources(
        _ ids: String, in records: [ReplayRecord], recorded: [Int: Data], notFound message: String
    ) -> StubResponse {
        let parts = ids.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let numbers = parts.filter { !$0.isEmpty }.map { Int($0) }
        guard !numbers.contains(nil) else {
            return .json(string: #"{"error":"Hey! you must provide an id"}"#, status: 500)
        }
        let byID = resolvesIDs ? Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        if parts.count == 1, let id = numbers.first ?? nil {
            if resolvesIDs, let body = recorded[id] { return .json(body) }
            guard let record = byID[id] else { return .json(string: #"{"error":"\#(message)"}"#, status: 404) }
            return .json(record.json)
        }
        var seen = Set<Int>()
        let found = numbers.compactMap { $0 }.filter { seen.insert($0).inserted }.compactMap { byID[$0] }
        do {
            return .json(try JSON.data(try found.map { record throws(ContractHarnessError) in try record.object() }))
        } catch {
            return .json(string: #"{"error":"\#(error)"}"#, status: 599)
        }
    }
}
