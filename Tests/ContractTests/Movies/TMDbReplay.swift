import Foundation
import MarqueeTestSupport
import StubHTTPServer

/// TMDb v3 as the loopback server replays it: what every TMDb port's replay shares.
///
/// Like TMDb, it wants a credential on every request (401 with `status_code` 7 otherwise), serves list pages
/// 1 through 500 (400 with `status_code` 22 otherwise) with an empty page past the end, and answers anything
/// unknown with a 404 and `status_code` 34. Its failures are `UpstreamFailureAnswers`' (the recorded 401 and 404,
/// TMDb's own 500 and 503).
struct TMDbReplay: ReplayAPI {
    /// The only credential the replay accepts.
    static let bearerToken = "contract-bearer-token"
    /// TMDb answers 20 movies a page.
    static let pageSize = 20
    /// TMDb serves at most this many pages of any list.
    static let maximumPage = 500

    let api = UpstreamFailureAnswers.API.tmdb
    let answers: UpstreamFailureAnswers

    /// The replay, with its recorded error answers.
    init() throws(ContractHarnessError) {
        answers = try Fixture.failureAnswers()
    }

    /// `answer` when the request carries the credential (bearer token or `api_key`), else TMDb's 401.
    func authorized(_ request: ReceivedRequest, _ answer: () -> StubResponse) -> StubResponse {
        let bearer = request.header("Authorization") == "Bearer \(Self.bearerToken)"
        let apiKey = request.queryValue("api_key") == Self.bearerToken
        return bearer || apiKey ? answer() : answers.answer(.unauthorized, from: api)
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
