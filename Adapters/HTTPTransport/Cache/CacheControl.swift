import Foundation

/// The directives of a `Cache-Control` field (RFC 9111 §5.2): what `CachingUpstreamClient` reads of a request's and
/// an answer's.
///
/// The field is a comma-separated list of `name` or `name=value`, the value a token or a quoted string (whose commas
/// do not split it, and whose `\"` is a quote); names are compared case-insensitively. Unknown directives are
/// ignored, as the RFC asks. A quote anywhere but at the start of a value, or one that is never closed, makes the
/// field ``isMalformed``: what follows it cannot be told apart from the value, so nothing in it can be trusted.
package struct CacheControl: Sendable {
    /// Each directive's lowercased name and its value (unquoted), in the order they came; `nil` for none.
    package let directives: [(name: String, value: String?)]
    /// Whether the field has a stray or unclosed quote (the directives are then those before it).
    package let isMalformed: Bool

    /// The directives of `field` (a header's value, repeated fields already joined with commas); none for `nil`.
    package init(_ field: String?) {
        (directives, isMalformed) = field.map(Self.parse) ?? ([], false)
    }

    /// Whether the directive `name` (lowercase) is present.
    package func has(_ name: String) -> Bool {
        directives.contains { $0.name == name }
    }

    /// The seconds of the delta-seconds directive `name` (lowercase, e.g. `max-age`): `.absent`, `.seconds(n)`, or
    /// `.invalid` when its value is not delta-seconds or it is given more than once (RFC 9111 §4.2.1: a cache may
    /// then treat the answer as stale, which is what `CachingUpstreamClient` does). A value past 2³¹ is 2³¹ (§1.2.2).
    package func seconds(_ name: String) -> DeltaSeconds {
        let values = directives.filter { $0.name == name }.map(\.value)
        guard let first = values.first else { return .absent }
        guard values.count == 1, let text = first else { return .invalid }
        return Self.deltaSeconds(text)
    }

    /// `text` read as delta-seconds (RFC 9111 §1.2.2), e.g. an `Age` field: `.absent` for `nil`, `.invalid` for
    /// anything but digits (a repeated field's joined values included); past 2³¹ it is 2³¹.
    package static func deltaSeconds(_ text: String?) -> DeltaSeconds {
        guard let text else { return .absent }
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, HTTPDate.isDigits(digits) else { return .invalid }
        let significant = digits.drop { $0 == "0" }
        let longest = 2_147_483_648
        return .seconds(significant.count > 10 ? longest : min(Int(significant) ?? 0, longest))
    }

    /// A delta-seconds directive, read (``seconds(_:)``).
    package enum DeltaSeconds: Sendable, Hashable {
        /// Not given.
        case absent
        /// Given once, with this many seconds.
        case seconds(Int)
        /// Given with a value that is not delta-seconds, or given more than once.
        case invalid
    }

    /// Reads the field directive by directive: a name up to `=` or `,`, then a token up to `,` or a quoted string.
    private static func parse(_ field: String) -> (directives: [(name: String, value: String?)], isMalformed: Bool) {
        var directives: [(name: String, value: String?)] = []
        var rest = Substring(field)
        func trimmed(_ text: Substring) -> String { text.trimmingCharacters(in: .whitespaces) }
        while !rest.isEmpty {
            let nameEnd = rest.firstIndex { $0 == "=" || $0 == "," } ?? rest.endIndex
            let name = trimmed(rest[..<nameEnd]).lowercased()
            guard !name.contains("\"") else { return (directives, true) }
            guard nameEnd < rest.endIndex, rest[nameEnd] == "=" else {
                if !name.isEmpty { directives.append((name, nil)) }
                rest = rest[nameEnd...].dropFirst()
                continue
            }
            rest = rest[rest.index(after: nameEnd)...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"" else {
                let valueEnd = rest.firstIndex(of: ",") ?? rest.endIndex
                let value = trimmed(rest[..<valueEnd])
                guard !value.contains("\"") else { return (directives, true) }
                directives.append((name, value))
                rest = rest[valueEnd...].dropFirst()
                continue
            }
            // A quoted string: up to the first quote that is not escaped; then only whitespace before the comma.
            var value = ""
            var index = rest.index(after: rest.startIndex)
            var isClosed = false
            while index < rest.endIndex {
                let character = rest[index]
                index = rest.index(after: index)
                if character == "\"" {
                    isClosed = true
                    break
                }
                if character == "\\", index < rest.endIndex {
                    value.append(rest[index])
                    index = rest.index(after: index)
                } else {
                    value.append(character)
                }
            }
            let afterQuote = rest[index...].drop { $0 == " " || $0 == "\t" }
            guard isClosed, afterQuote.isEmpty || afterQuote.first == "," else { return (directives, true) }
            directives.append((name, value))
            rest = afterQuote.dropFirst()
        }
        return (directives, false)
    }
}
