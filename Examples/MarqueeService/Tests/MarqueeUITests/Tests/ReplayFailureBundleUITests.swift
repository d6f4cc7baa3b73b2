import AsyncHTTPClient
import Foundation
import Testing
import UITestKit

/// What a failed replay-backend test leaves: the service runs live, without `/__uitest/`, so its failure bundle
/// holds the replay server's request log instead of the stubs' calls, with no credential in it.
@Suite("A replay-backend failure bundle shows what the service asked the upstream", .replayOnly, .uiTestShard)
struct ReplayFailureBundleUITests {
    @Test("A failed test's bundle lists the upstream requests, without the token or an api_key, and notes the calls")
    func upstreamRequestsInBundle() async throws {
        let folder = Self.freshFolder()
        let apiKey = "planted-api-key-4711"
        await withKnownIssue {
            await UITest.launchOnReplay { app, upstream in
                // Given the service fetched the popular movies, and a client sent an api_key in the query
                try await MovieListRobot.open(in: app).checkShowsMovie(id: 603692, title: "John Wick: Chapter 4")
                var keyed = URLComponents(url: upstream.baseURL, resolvingAgainstBaseURL: false)
                keyed?.path = "/3/movie/popular"
                keyed?.queryItems = [
                    URLQueryItem(name: "api_key", value: apiKey), URLQueryItem(name: "page", value: "2"),
                ]
                let url = try #require(keyed?.url)
                _ = try await HTTPClient.shared.execute(
                    HTTPClientRequest(url: url.absoluteString), timeout: .seconds(10))
                // When the test fails
                #expect(Bool(false), "planted")
            }
        }
        // Then its bundle lists each request's method, path and query with the status it got, and no credential
        let log = try String(contentsOf: folder.appending(path: "upstream-requests.txt"), encoding: .utf8)
        #expect(log.contains("GET /3/movie/popular?language=en-US&page=1 -> 200\n"))
        #expect(log.contains("GET /3/movie/popular?page=2 -> 404\n"))
        #expect(!log.contains(apiKey))
        #expect(!log.contains(UpstreamReplayServer.token))
        // And it says why there are no stub calls, instead of a 404
        let notes = try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8)
        #expect(notes.contains("answers 404 to GET /__uitest/calls"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "recorded-calls.json").path()))
    }

    /// The bundle folder of the current test's replay launch on `happyPath`, removed if an earlier run left it.
    private static func freshFolder() -> URL {
        let folder = FailureBundle.folder(
            for: FailureBundle.testName(label: "replay/happyPath"), in: UITestEnvironment.current.buildDirectory)
        try? FileManager.default.removeItem(at: folder)
        return folder
    }
}
