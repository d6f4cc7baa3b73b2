import Foundation

/// What the stub book source serves under `-uitest`: a named shelf of books, or a failure. `-uitest-scenario` and
/// `PUT /__uitest/scenario` take a preset's name (``presets``) or the scenario as inline JSON:
///
/// ```json
/// {"name": "two books", "books": [{"id": 1, "title": "Emma", "author": "Jane Austen", "year": 1815}]}
/// {"name": "down", "failure": "unavailable"}
/// ```
///
/// `name` is optional (`inline`); `books` is required unless `failure` is given. Everything here is fixed data:
/// the same scenario serves the same pages every time.
package struct Scenario: Codable, Sendable, Hashable {
    /// How a scenario's source fails instead of answering.
    package enum Failure: String, Codable, Sendable, Hashable {
        /// Every call throws ``BookSourceError/unavailable(reason:)``: the pages show their error state.
        case unavailable
    }

    package let name: String
    package let books: [Book]
    package let failure: Failure?

    package init(name: String, books: [Book], failure: Failure? = nil) {
        self.name = name
        self.books = books
        self.failure = failure
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "inline"
        failure = try container.decodeIfPresent(Failure.self, forKey: .failure)
        books = failure != nil && !container.contains(.books) ? [] : try Book.decodeShelf(.books, in: container)
    }

    /// The scenario `argument` names: a preset's name, or inline JSON (starting with `{`).
    package static func parse(_ argument: String) throws(ScenarioError) -> Scenario {
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{") else {
            guard let preset = presets.first(where: { $0.name == trimmed }) else {
                throw .unknownPreset(trimmed, known: presets.map(\.name))
            }
            return preset
        }
        do {
            return try JSONReading.decode(Scenario.self, from: Data(trimmed.utf8))
        } catch {
            throw .invalidJSON(error)
        }
    }

    /// The named scenarios: `happyPath` (the launch default: four books, one with text to escape and one without
    /// a summary), `empty` (no books) and `unavailable` (the source fails).
    package static let presets = [happyPath, Scenario(name: "empty", books: []), unavailable]

    /// Four books; the third's title needs escaping and the fourth has no summary.
    package static let happyPath = Scenario(
        name: "happyPath",
        books: [
            Book(
                id: 1, title: "Pride and Prejudice", author: "Jane Austen", year: 1813,
                summary: "Elizabeth Bennet meets Mr Darcy, and both think better of their first impressions."),
            Book(
                id: 2, title: "Moby-Dick", author: "Herman Melville", year: 1851,
                summary: "Captain Ahab hunts the white whale that took his leg."),
            Book(
                id: 3, title: "<Tags> & \"Quotes\": A Field Guide", author: "O'Brien & Sons", year: 2001,
                summary: "Proof that <script>alert(1)</script> is shown, never run."),
            Book(id: 4, title: "Untitled Draft", author: "Anonymous", year: 2024),
        ])

    /// The source fails on every call.
    package static let unavailable = Scenario(name: "unavailable", books: [], failure: .unavailable)
}

/// Why a scenario argument or control body was refused.
package enum ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A name that is no preset.
    case unknownPreset(String, known: [String])
    /// Inline JSON that does not read as a scenario.
    case invalidJSON(JSONReadingError)

    package var description: String {
        switch self {
        case .unknownPreset(let name, let known):
            "no scenario is named \"\(name)\" (presets: \(known.joined(separator: ", ")); or pass inline JSON)"
        case .invalidJSON(let error): "the scenario JSON does not read: \(error)"
        }
    }
}
