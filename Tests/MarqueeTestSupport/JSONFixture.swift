import Foundation

/// The JSON payloads a test target copies into its bundle (`.copy("Fixtures")`): a test reads only its own
/// bundle's copies, never a path outside the package.
///
/// Pass the target's own bundle, `.module`: each test target has one of its own.
/// ```swift
/// let page = try JSONFixture.data("tmdb-popular-page", in: .module)
/// ```
public enum JSONFixture {
    /// The URL of `name`.json in `bundle`'s `subdirectory`; throws ``JSONFixtureNotFound`` when it has none.
    public static func url(
        _ name: String, in bundle: Bundle, subdirectory: String = "Fixtures"
    ) throws(JSONFixtureNotFound) -> URL {
        guard let url = bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory) else {
            throw JSONFixtureNotFound(name: name)
        }
        return url
    }

    /// The bytes of `name`.json in `bundle`'s `subdirectory`, exactly as stored.
    public static func data(_ name: String, in bundle: Bundle, subdirectory: String = "Fixtures") throws -> Data {
        try Data(contentsOf: url(name, in: bundle, subdirectory: subdirectory))
    }
}
