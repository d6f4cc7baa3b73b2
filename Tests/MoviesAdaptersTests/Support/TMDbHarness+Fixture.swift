import HTTPClientConformance
import MarqueeTestSupport
import StubHTTPServer

extension TMDbHarness {
    /// This target's recorded fixture `name` as a stub answer.
    static func fixture(_ name: String, status: Int = 200) throws -> StubResponse {
        .fixture(try JSONFixture.url(name, in: .module), status: status)
    }
}
