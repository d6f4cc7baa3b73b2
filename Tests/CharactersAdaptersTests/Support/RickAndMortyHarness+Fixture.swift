import Foundation
import HTTPClientConformance
import MarqueeTestSupport
import StubHTTPServer

extension RickAndMortyHarness {
    /// This target's recorded fixture `name` as a stub answer.
    static func fixture(_ name: String, status: Int = 200) throws -> StubResponse {
        .fixture(try JSONFixture.url(name, in: .module), status: status)
    }

    /// A JSON array of the recorded first page's characters at `indices`.
    static func characterArray(_ indices: [Int]) throws -> StubResponse {
        let objects = try indices.map { try JSONSerialization.jsonObject(with: Fixture.characterObject(atIndex: $0)) }
        return .json(try JSONSerialization.data(withJSONObject: objects))
    }
}
