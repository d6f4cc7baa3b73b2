import Foundation
import MarqueeTestSupport

/// What the tests make of this target's `Fixtures` (read them with `JSONFixture`, in `.module`; the folder's README
/// says which are recorded).
enum Fixture {
    /// The `index`th character of the recorded first page, as a standalone JSON object.
    static func characterObject(atIndex index: Int) throws -> Data {
        let page =
            try JSONSerialization.jsonObject(with: JSONFixture.data("rm-characters-page-1", in: .module))
            as? [String: Any]
        guard let results = page?["results"] as? [Any], results.indices.contains(index) else {
            throw JSONFixtureNotFound(name: "rm-characters-page-1[\(index)]")
        }
        return try JSONSerialization.data(withJSONObject: results[index])
    }
}
