import Foundation

/// The payloads in this target's `Fixtures` folder (see its README for which are recorded).
enum Fixture {
    static func url(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw FixtureMissing(name: name)
        }
        return url
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// The `index`th character of the recorded first page, as a standalone JSON object.
    static func characterObject(atIndex index: Int) throws -> Data {
        let page = try JSONSerialization.jsonObject(with: data("rm-characters-page-1")) as? [String: Any]
        guard let results = page?["results"] as? [Any], results.indices.contains(index) else {
            throw FixtureMissing(name: "rm-characters-page-1[\(index)]")
        }
        return try JSONSerialization.data(withJSONObject: results[index])
    }

    struct FixtureMissing: Error {
        let name: String
    }
}
