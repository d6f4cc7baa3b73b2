import Foundation

/// Reads JSON into a `Decodable` value, with one line naming the JSON path of what is wrong
/// (`books[1].title: expected a string`) instead of `DecodingError`'s debug dump.
enum JSONReading {
    /// `bytes` read as `T`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: Data) throws(JSONReadingError) -> T {
        do {
            return try JSONDecoder().decode(type, from: bytes)
        } catch let error as DecodingError {
            throw JSONReadingError(error)
        } catch {
            throw JSONReadingError(path: "", problem: "not JSON")
        }
    }
}

/// JSON that does not read: the path of the value (empty for the whole document) and what is wrong with it.
struct JSONReadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where, as `books[1].title`; empty for the document itself.
    let path: String
    let problem: String

    init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: "expected \(Self.name(type))")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: "expected \(Self.name(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), problem: "missing")
        case .dataCorrupted(let context):
            // The document itself: JSONDecoder's only whole-document corruption is a syntax error.
            self.init(
                path: Self.path(context.codingPath),
                problem: context.codingPath.isEmpty ? "not JSON" : context.debugDescription)
        @unknown default:
            self.init(path: "", problem: "does not read")
        }
    }

    /// `path: problem`, or only the problem for the whole document.
    var description: String { path.isEmpty ? problem : "\(path): \(problem)" }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }

    private static func name(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
