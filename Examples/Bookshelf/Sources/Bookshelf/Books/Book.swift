/// A book on the shelf: what both pages show. Read from JSON (a book file or a scenario), checked as it is read: a
/// positive `id`, a title and an author that are not blank. `summary` may be missing.
struct Book: Codable, Sendable, Hashable {
    /// The book's number, unique on a shelf; its details page is `/books/{id}`.
    let id: Int
    let title: String
    let author: String
    /// The year of first publication.
    let year: Int
    let summary: String?

    init(id: Int, title: String, author: String, year: Int, summary: String? = nil) {
        self.id = id
        self.title = title
        self.author = author
        self.year = year
        self.summary = summary
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        guard id >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "must be 1 or more")
        }
        title = try Self.nonBlank(.title, in: container)
        author = try Self.nonBlank(.author, in: container)
        year = try container.decode(Int.self, forKey: .year)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
    }

    /// `books` decoded from `key` of `container`, each id given once.
    static func decodeShelf<Key: CodingKey>(
        _ key: Key, in container: KeyedDecodingContainer<Key>
    ) throws -> [Book] {
        var books = try container.nestedUnkeyedContainer(forKey: key)
        var shelf: [Book] = []
        var seen: Set<Int> = []
        while !books.isAtEnd {
            let book = try books.decode(Book.self)
            guard seen.insert(book.id).inserted else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: books.codingPath + [AnyIndexKey(shelf.count), CodingKeys.id],
                        debugDescription: "the id \(book.id) is given twice"))
            }
            shelf.append(book)
        }
        return shelf
    }

    private static func nonBlank(
        _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> String {
        let text = try container.decode(String.self, forKey: key)
        guard !text.allSatisfy(\.isWhitespace) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must not be blank")
        }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, author, year, summary
    }

    /// An array position in a coding path.
    private struct AnyIndexKey: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ index: Int) {
            stringValue = "Index \(index)"
            intValue = index
        }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.init(intValue) }
    }
}
