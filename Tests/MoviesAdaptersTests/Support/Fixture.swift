import Foundation

/// The recorded payloads in this target's `Fixtures` folder (copied from real TMDb responses).
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

    struct FixtureMissing: Error {
        let name: String
    }
}
