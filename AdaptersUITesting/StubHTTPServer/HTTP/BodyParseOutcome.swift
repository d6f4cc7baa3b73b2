import Foundation

/// The result of looking for a complete body after a parsed head.
enum BodyParseOutcome: Sendable {
    case incomplete
    /// `end` is the index just past the request's last byte.
    case complete(body: Data, end: Int)
    case failed(HTTPParseFailure)
}
