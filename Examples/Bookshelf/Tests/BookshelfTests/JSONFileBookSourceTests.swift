import Foundation
import Testing

@testable import Bookshelf

@Suite("The production book source: a JSON file")
struct JSONFileBookSourceTests {
    @Test("It serves the file's books, and a book by its number")
    func readsTheFile() async throws {
        // Given a book file
        let file = try BookFile(#"{"books": [{"id": 5, "title": "Emma", "author": "Jane Austen", "year": 1815}]}"#)
        defer { file.remove() }
        let source = JSONFileBookSource(path: file.path)

        // Then its books are served
        #expect(try await source.allBooks() == [Book(id: 5, title: "Emma", author: "Jane Austen", year: 1815)])
        #expect(try await source.book(id: 5)?.title == "Emma")
        #expect(try await source.book(id: 6) == nil)
    }

    @Test("A missing file or one that does not read is unavailable, with the reason for the log")
    func unavailable() async throws {
        let broken = try BookFile(#"{"books": [{"id": "one"}]}"#)
        defer { broken.remove() }

        await #expect(throws: BookSourceError.unavailable(reason: "/nonexistent/books.json cannot be read")) {
            try await JSONFileBookSource(path: "/nonexistent/books.json").allBooks()
        }
        await #expect(
            throws: BookSourceError.unavailable(
                reason: "\(broken.path) does not read: books[0].id: expected an integer")
        ) {
            try await JSONFileBookSource(path: broken.path).book(id: 1)
        }
    }

    @Test("The pages show the file's books, and its error state when the file goes missing")
    func pagesOnTheFile() async throws {
        let file = try BookFile(#"{"books": [{"id": 1, "title": "From a file", "author": "Disk", "year": 1999}]}"#)
        try await withService(.production(booksFile: file.path)) { client async throws in
            let before = try await get("/books", on: client)
            file.remove()
            let after = try await get("/books", on: client)

            #expect(before.body.contains("From a file"))
            #expect(after.status == 503)
        }
    }

    /// A book file in the temporary directory, named uniquely so that tests run in parallel.
    private struct BookFile {
        let path: String

        init(_ contents: String) throws {
            path = FileManager.default.temporaryDirectory
                .appending(path: "bookshelf-\(ProcessInfo.processInfo.globallyUniqueString).json")
                .path(percentEncoded: false)
            try Data(contents.utf8).write(to: URL(filePath: path))
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
