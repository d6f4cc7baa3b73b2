import Foundation
import SharedKernel

/// Narrows a character list. Every field is optional; `nil` means "any". Text fields (``FilterText``: trimmed,
/// never blank) match case-insensitively as a substring (the API's semantics); status and gender match exactly.
public struct CharacterFilter: Hashable, Sendable {
    /// Part of the name, e.g. `rick`.
    public var name: FilterText?
    /// The exact status.
    public var status: CharacterStatus?
    /// Part of the species, e.g. `human`.
    public var species: FilterText?
    /// Part of the sub-type, e.g. `parasite`.
    public var type: FilterText?
    /// The exact gender.
    public var gender: CharacterGender?

    /// A filter; with no arguments it matches every character.
    public init(
        name: FilterText? = nil, status: CharacterStatus? = nil, species: FilterText? = nil, type: FilterText? = nil,
        gender: CharacterGender? = nil
    ) {
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
    }

    /// Whether the filter matches every character.
    public var isEmpty: Bool {
        name == nil && status == nil && species == nil && type == nil && gender == nil
    }
}

/// Text a character list is narrowed by (a name, species or type): trimmed of surrounding white space, not
/// empty, at most ``maximumLength`` characters, without control characters. Validated once, where the input
/// arrives, so the list use case never checks it again.
public struct FilterText: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    ExpressibleByStringLiteral
{
    /// The longest filter text accepted, in characters, after trimming.
    public static let maximumLength = 100

    /// The trimmed text.
    public let text: String

    /// `text` trimmed; `nil` when nothing is left (a blank filter narrows nothing); refused when more than
    /// ``maximumLength`` characters are left, or when what is left has a control character.
    package init?(_ text: String) throws(FilterTextError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(maximumLength: Self.maximumLength) }
        guard !trimmed.containsControlCharacter else { throw .controlCharacter }
        self.text = trimmed
    }

    /// A filter written in code (`"rick"`); a blank or too long one is a programming error and stops the program.
    public init(stringLiteral text: String) {
        do {
            guard let filter = try FilterText(text) else { preconditionFailure("a blank filter text literal") }
            self = filter
        } catch {
            preconditionFailure("not a valid filter text literal: \(error)")
        }
    }

    /// The trimmed text.
    public var description: String { text }

    /// The trimmed text quoted, as a `String` debug-prints: a filter in a call log reads `Optional("rick")`.
    public var debugDescription: String { text.debugDescription }
}

/// Why a text is not a ``FilterText``.
package enum FilterTextError: Error, Hashable, Sendable {
    /// More than `maximumLength` characters are left once trimmed.
    case tooLong(maximumLength: Int)
    /// What is left once trimmed has a control character (see `String.containsControlCharacter`).
    case controlCharacter
}
