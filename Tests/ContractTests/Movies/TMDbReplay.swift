import Foundation
import StubHTTPServer

/// TMDb v3 as the loopback server replays it: what every TMDb port's replay shares.
///
/// Like TMDb, it wants a credential on every request (401 with `status_code` 7 otherwise), serves list pages
/// 1 through 500 (400 with `status_code` 22 otherwise) with an empty page past the end, and answers anything
/// unknown with a 404 and `status_code` 34. The error bodies are the recorded ones. Failure conditions are
/// TMDb's own bodies for 401, 500 (`status_code` 11) and 503 (`status_code` 9).
struct TMDbReplay: ReplayAPI {
    /// The only credential the replay accepts.
    static let bearerToken = "contract-bearer-token"
    /// TMDb answers 20 movies a page.
    static let pageSize = 20
    /// TMDb serves at most this many pages of any list.
    static let maximumPage = 500

    let basePath = "/3"
    /// TMDb's 401 body (`status_code` 7), as recorded.
    let unauthorizedBody: Data
    /// TMDb's 404 body (`status_code` 34), as recorded.
    let notFoundBody: Data

    /// The replay, with its recorded error bodies.
    init() throws(ContractHarnessError) {
        unauthorizedBody = try Fixture.tmdbError401.data()
        notFoundBody = try Fixture.tmdbError404.data()
    }

    func install(
        on server: StubHTTPServer, condition: WorldCondition,
        endpoints: (_ server: StubHTTPServer, _ condition: WorldCondition) throws(ContractHarnessError) -> Void
    ) throws(ContractHarnessError) {
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
            server.registerCatchAll(notFound)
            try endpoints(server, condition)
        }
    }

    /// TMDb's 404 for an unknown id or path.
    var notFound: StubResponse {
        .json(notFoundBody, status: 404)
    }

    /// `answer` when the request carries the credential (bearer token or `api_key`), else TMDb's 401.
    func authorized(_ request: ReceivedRequest, _ answer: () -> StubResponse) -> StubResponse {
        let bearer = request.header("Authorization") == "Bearer \(Self.bearerToken)"
        let apiKey = request.queryValue("api_key") == Self.bearerToken
        return bearer || apiKey ? answer() : .json(unauthorizedBody, status: 401)
    }

    /// The `page` query item's page of `items`, as TMDb pages a list: 20 a page, `page` outside 1...500 a 400,
    /// a page past the end without results. A search without hits says `total_pages: 1` (`minimumTotalPages`),
    /// as TMDb does today.
    func listPage(of items: [ReplayRecord], _ request: ReceivedRequest, minimumTotalPages: Int = 0) -> StubResponse {
        guard let page = Int(request.queryValue("page") ?? "1"), (1...Self.maximumPage).contains(page) else {
            return .json(
                string: #"{"success":false,"status_code":22,"status_message":"Invalid page: "#
                    + #"Pages start at 1 and max at 500. They are expected to be an integer."}"#, status: 400)
        }
        let start = min((page - 1) * Self.pageSize, items.count)
        let slice = items[start..<min(start + Self.pageSize, items.count)]
        return ReplayRecord.respond {
            [
                "page": page,
                "results": try slice.map { try $0.object() },
                "total_pages": max(minimumTotalPages, (items.count + Self.pageSize - 1) / Self.pageSize),
                "total_results": items.count,
            ]
        }
    }
}
