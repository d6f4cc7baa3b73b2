import Foundation

/// The directives of a `Cache-Control` field (RFC 9111 §5.2): what ``CachingHTTPClient`` reads of a request's and
/// an answer's.
///
/// The field is a comma-separated list of `name` or `name=value` (a token or a quoted string, whose commas do not
/// split it); names are compared case-insensitively. Unknown directives are ignored, as the RFC asks.
package struct CacheControl: Sendable {
    /// Each directive's lowercased name and its value (unquoted), in the order they came; `nil` for none.
    package let directives: [(name: String, value: String?)]

    /// The directives of `field` (a header's value, repeated fields already joined with commas); none for `nil`.
    package init(_ field: String?) {
        directives = field.map(Self.parse) ?? []
    }

    /// Whether the directive `name` (lowercase) is present.
    package func has(_ name: String) -> Bool {
        directives.contains { $0.name == name }
    }

    /// The seconds of the delta-seconds directive `name` (lowercase, e.g. `max-age`): `.absent`, `.seconds(n)`, or
    /// `.invalid` when its value is not delta-seconds or it is given more than once (RFC 9111 §4.2.1: a cache may
    /// then treat the answer as stale, which is what ``CachingHTTPClient`` does). A value past 2³¹ is 2³¹ (§1.2.2).
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
        let longest = 2_147_483_648
        return .seconds(digits.count > 10 ? longest : min(Int(digits) ?? longest, longest))
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

    /// Splits the field at the commas outside quoted strings and reads each part as `name[=value]`.
    private static func parse(_ field: String) -> [(name: String, value: String?)] {
        var parts: [Substring] = []
        var start = field.startIndex
        var index = field.startIndex
        var isQuoted = false
        while index < field.endIndex {
            switch field[index] {
            case "\"": isQuoted.toggle()
            case "\\" where isQuoted:
                // A quoted pair: the next character is taken as it is, a quote or a comma included.
                if field.index(after: index) < field.endIndex { index = field.index(after: index) }
            case "," where !isQuoted:
                parts.append(field[start..<index])
                start = field.index(after: index)
            default: break
            }
            index = field.index(after: index)
        }
        parts.append(field[start...])
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            guard let equals = trimmed.firstIndex(of: "=") else { return (trimmed.lowercased(), nil) }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                var unquoted = ""
                var isEscaped = false
                for character in value.dropFirst().dropLast() {
                    if !isEscaped, character == "\\" {
                        isEscaped = true
                    } else {
                        unquoted.append(character)
                        isEscaped = false
                    }
                }
                value = unquoted
            }
            return (name, value)
        }
    }
}
