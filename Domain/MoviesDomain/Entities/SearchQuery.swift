import Foundation
import SharedKernel

/// What to search movie titles for: trimmed of surrounding white space, not empty, at most
/// ``maximumLength`` characters, without control characters. Validated once, where the input arrives, so the
/// search use case never checks it again.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The longest query accepted, in characters, after trimming.
    public static let maximumLength = 200

    /// The trimmed text.
    public let text: String

    /// `text` trimmed; refused when nothing or more than ``maximumLength`` characters are left, or when what is
    /// left has a control character (a tab or a NUL inside it).
    public init(_ text: String) throws(SearchQueryError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(maximumLength: Self.maximumLength) }
        guard !trimmed.containsControlCharacter else { throw .controlCharacter }
        self.text = trimmed
    }

    /// A query written in code (`"fight"`); one that is not valid is a programming error and stops the program.
    public init(stringLiteral text: String) {
        do {
            try self.init(text)
        } catch {
            preconditionFailure("not a valid search query literal: \(error)")
        }
    }

    /// The trimmed text.
    public var description: String { text }
}

/// Why a text is not a ``SearchQuery``.
public enum SearchQueryError: Error, Hashable, Sendable {
    /// Nothing is left once surrounding white space is trimmed.
    case empty
    /// More than `maximumLength` characters are left once trimmed.
    case tooLong(maximumLength: Int)
    /// What is left once trimmed has a control character (see `String.containsControlCharacter`).
    case controlCharacter
}
