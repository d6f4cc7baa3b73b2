import Foundation

/// The production ``BookSource``: a JSON file, `{"books": [{"id": 1, "title": …, "author": …, "year": …,
/// "summary": …}, …]}`, read on every request, so an edit shows at once. A file that is missing, unreadable or
/// does not read is ``BookSourceError/unavailable(reason:)``, with the path and the JSON path in the reason.
struct JSONFileBookSource: BookSource {
    /// The file's path.
    let path: String

    init(path: String) {
        self.path = path
    }

    func allBooks() async throws(BookSourceError) -> [Book] {
        try read().books
    }

    func book(id: Int) async throws(BookSourceError) -> Book? {
        try read().books.first { $0.id == id }
    }

    private func read() throws(BookSourceError) -> Shelf {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unavailable(reason: "\(path) cannot be read")
        }
        do {
            return try JSONReading.decode(Shelf.self, from: data)
        } catch {
            throw .unavailable(reason: "\(path) does not read: \(error)")
        }
    }

    /// The file's document.
    private struct Shelf: Decodable {
        let books: [Book]

        init(from decoder: any Decoder) throws {
            books = try Book.decodeShelf(.books, in: try decoder.container(keyedBy: CodingKeys.self))
        }

        enum CodingKeys: String, CodingKey { case books }
    }
}
