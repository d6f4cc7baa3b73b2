import Foundation
import StubHTTPServer

/// TMDb v3 as the loopback server replays it for the Movies contracts.
///
/// The world is the stub's world: the recorded payloads where a recording exists (popular page 1, the details of
/// 640, the credits of 550, the configuration, the error bodies), and JSON generated from the stub data for the
/// rest. The routes answer like TMDb: a credential is required (401 with status_code 7 otherwise), pages are
/// 1 through 500 (400 with status_code 22 otherwise) and a page past the end is an empty page, a search without
/// hits is a 200 with no results, an unknown id is a 404 with status_code 34.
struct TMDbReplay: ReplayAPI {
    /// The only credential the replay accepts.
    static let bearerToken = "contract-bearer-token"

    /// TMDb answers 20 movies a page.
    static let pageSize = 20

    /// TMDb serves at most this many pages of any list.
    static let maximumPage = 500

    let basePath = "/3"

    /// The popular list, in popularity order.
    let popular: [ReplayRecord]
    /// Every movie a search can find, in the order a search lists them.
    let searchable: [ReplayRecord]
    /// `GET /movie/{id}` bodies, by id.
    let details: [Int: Data]
    /// `GET /movie/{id}/credits` bodies, by id.
    let credits: [Int: Data]
    /// The `GET /configuration` body.
    let configuration: Data
    /// TMDb's 401 body (status_code 7).
    let unauthorizedBody: Data
    /// TMDb's 404 body (status_code 34).
    let notFoundBody: Data

    func install(on server: StubHTTPServer, condition: WorldCondition) {
        switch condition {
        case .unauthorized:
            server.registerCatchAll(.json(unauthorizedBody, status: 401))
        case .serverError:
            server.registerCatchAll(
                .json(
                    string: #"{"success":false,"status_code":11,"status_message":"Internal error: "#
                        + #"Something went wrong, contact TMDb."}"#, status: 500))
        case .serviceUnavailable:
            server.registerCatchAll(
                .json(
                    string: #"{"success":false,"status_code":9,"status_message":"Service offline: "#
                        + #"This service is temporarily offline, try again later."}"#, status: 503))
        case .happyPath, .empty, .notFound:
            let world = condition == .happyPath ? self : emptied(keepingLists: condition == .notFound)
            world.installRoutes(on: server)
        }
    }

    /// The same replay with no movie details or credits, and with no list items unless `keepingLists`.
    private func emptied(keepingLists: Bool) -> TMDbReplay {
        TMDbReplay(
            popular: keepingLists ? popular : [], searchable: keepingLists ? searchable : [], details: [:],
            credits: [:], configuration: configuration, unauthorizedBody: unauthorizedBody,
            notFoundBody: notFoundBody)
    }

    private func installRoutes(on server: StubHTTPServer) {
        server.register(
            .get, "\(basePath)/movie/popular",
            .handler { request in authorized(request) { listPage(of: popular, request) } })
        server.register(
            .get, "\(basePath)/search/movie",
            .handler { request in
                authorized(request) {
                    let query = request.queryValue("query") ?? ""
                    let hits = searchable.filter { record in
                        !query.isEmpty && (record.fields["title"] ?? "").range(of: query, options: .caseInsensitive) != nil
                    }
                    return listPage(of: hits, request, minimumTotalPages: 1)
                }
            })
        server.registerPrefix(
            .get, "\(basePath)/movie/",
            .handler { request in authorized(request) { movieResource(request) } })
        server.register(
            .get, "\(basePath)/configuration",
            .handler { request in authorized(request) { .json(configuration) } })
        server.registerCatchAll(.json(notFoundBody, status: 404))
    }

    /// The answer to a request that carries the credential, else TMDb's 401.
    private func authorized(_ request: RecordedRequest, _ answer: () -> StubResponse) -> StubResponse {
        let bearer = request.header("Authorization") == "Bearer \(Self.bearerToken)"
        let apiKey = request.queryValue("api_key") == Self.bearerToken
        return bearer || apiKey ? answer() : .json(unauthorizedBody, status: 401)
    }

    /// `GET /movie/{id}` and `GET /movie/{id}/credits`.
    private func movieResource(_ request: RecordedRequest) -> StubResponse {
        let components = request.path.dropFirst("\(basePath)/movie/".count).split(
            separator: "/", omittingEmptySubsequences: false)
        guard let id = components.first.flatMap({ Int($0) }) else { return .json(notFoundBody, status: 404) }
        let body: Data? =
            switch components.dropFirst().first {
            case nil: details[id]
            case "credits": components.count == 2 ? credits[id] : nil
            default: nil
            }
        return body.map { .json($0) } ?? .json(notFoundBody, status: 404)
    }

    /// A TMDb list page: `page` outside 1...500 is a 400, a page past the end has no results. A search without
    /// hits says `total_pages: 1` (`minimumTotalPages`), as TMDb does today.
    private func listPage(
        of items: [ReplayRecord], _ request: RecordedRequest, minimumTotalPages: Int = 0
    ) -> StubResponse {
        guard let page = Int(request.queryValue("page") ?? "1"), (1...Self.maximumPage).contains(page) else {
            return .json(
                string: #"{"success":false,"status_code":22,"status_message":"Invalid page: "#
                    + #"Pages start at 1 and max at 500. They are expected to be an integer."}"#, status: 400)
        }
        let start = min((page - 1) * Self.pageSize, items.count)
        let slice = items[start..<min(start + Self.pageSize, items.count)]
        do {
            let body: [String: Any] = [
                "page": page,
                "results": try slice.map { record throws(ContractHarnessError) in try record.object() },
                "total_pages": max(minimumTotalPages, (items.count + Self.pageSize - 1) / Self.pageSize),
                "total_results": items.count,
            ]
            return .json(try JSON.data(body))
        } catch {
            return .json(string: #"{"error":"\#(error)"}"#, status: 599)
        }
    }
}
