import Foundation
import Testing

@testable import UITestScenario

/// A data kind whose standard items are a recording: read from a scenario JSON file, and refused, naming the file
/// and the item's path, when they do not read.
@Suite("StubDataKind standard items from a file")
struct StubDataKindStandardFileTests {
    struct Book: Codable, Hashable, Sendable {
        let id: Int
        let title: String
    }

    /// `text` written to a file of its own, removed by the caller.
    static func file(_ text: String, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "stub-data-kind-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appending(path: "BookSource.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("The standard items are the file's items, and a scenario's own items still replace them")
    func reads() throws {
        // Given
        let url = try Self.file(#"{"version": 2, "data": {"books": [{"id": 2, "title": "Emma"}]}}"#, named: "reads")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        // When
        let kind = StubDataKind<Book>("books", standardIn: url)

        // Then
        #expect(kind.standard == [Book(id: 2, title: "Emma")])
        let own = Scenario.happyPath.serving([Book(id: 7, title: "Held Out")], as: kind)
        #expect(try kind.items(in: own) == [Book(id: 7, title: "Held Out")])
    }

    @Test("A file whose item does not read refuses the standard items, naming the file and the item's path")
    func renamedField() throws {
        // Given: `title` renamed `name`
        let url = try Self.file(#"{"version": 2, "data": {"books": [{"id": 2, "name": "Emma"}]}}"#, named: "renamed")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        // When
        let kind = StubDataKind<Book>("books", standardIn: url)

        // Then
        let error = try #require(throws: ScenarioError.self) { try kind.items(in: .happyPath) }
        #expect(error.message.hasPrefix("BookSource.json: data.books[0]"))
        #expect(error.message.contains("title"))
    }

    @Test("A file that is not there refuses the standard items, naming the kind")
    func missing() {
        let kind = StubDataKind<Book>("books", standardIn: nil)
        #expect(throws: ScenarioError.self) { try kind.items(in: .happyPath) }
        #expect(
            (try? kind.items(in: .happyPath.serving([Book(id: 1, title: "Emma")], as: kind))) == [
                Book(id: 1, title: "Emma")
            ])
    }
}
