/// A `baggage` header read and written to the W3C Baggage grammar (https://www.w3.org/TR/baggage/): list-members
/// `key=value`, each with optional `;properties`, separated by commas, with optional white space around each
/// delimiter. Keys are tokens (RFC 9110), values are percent-decoded when read and percent-encoded when written.
///
/// A header is read whole or not at all, as the specification asks: one that breaks the grammar, is longer than
/// ``maximumBytes`` or has more than ``maximumMembers`` list-members is ignored (``init(headerValue:)`` is `nil`),
/// never partly read. Merging an entry (``setting(_:forKey:)``) replaces the members of its key and keeps every
/// other member, its properties and its encoding as they came.
package struct W3CBaggage: Sendable, Hashable {
    /// The longest header this reads: 8192 bytes.
    package static let maximumBytes = 8192
    /// The most list-members this reads: 64.
    package static let maximumMembers = 64

    /// One list-member: its key, its value (decoded) and its properties as written (`name` or `name=value`, white
    /// space around `=` left out).
    package struct Member: Sendable, Hashable {
        /// The key, a token.
        package let key: String
        /// The value, percent-decoded; a byte sequence that is not UTF-8 reads as U+FFFD.
        package let value: String
        /// The properties after the value, in their order, each as written.
        package let properties: [String]
        /// The value as written, so a member passed on is passed on unchanged.
        fileprivate let encodedValue: String
    }

    /// The list-members, in the header's order (a key may appear more than once).
    package private(set) var members: [Member]

    /// No baggage.
    package init() {
        members = []
    }

    /// The baggage `headerValue` holds (several `baggage` fields joined with commas read as one); an empty or
    /// blank value is empty baggage. `nil` when the value must be ignored: it breaks the grammar, is longer than
    /// ``maximumBytes`` or has more than ``maximumMembers`` list-members.
    package init?(headerValue: String) {
        guard headerValue.utf8.count <= Self.maximumBytes else { return nil }
        var members: [Member] = []
        if !headerValue.utf8.allSatisfy(Self.isWhiteSpace) {
            for listMember in headerValue.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                guard members.count < Self.maximumMembers, let member = Self.member(listMember) else { return nil }
                members.append(member)
            }
        }
        self.members = members
    }

    /// The values of the members whose key is `key`, in their order: none, one, or more when the header repeats it.
    package func values(forKey key: String) -> [String] {
        members.filter { $0.key == key }.map(\.value)
    }

    /// This baggage with `key` set to `value` (without properties): the member takes the place of the first member
    /// of `key`, whose others are dropped, or comes last when there was none. Every other member is kept as it came.
    /// `key` must be a token.
    package func setting(_ value: String, forKey key: String) -> W3CBaggage {
        precondition(Self.isToken(key.utf8[...]), "a baggage key is a token: \(key)")
        let member = Member(key: key, value: value, properties: [], encodedValue: Self.percentEncoded(value))
        var copy = W3CBaggage()
        var placed = false
        for existing in members where existing.key != key || !placed {
            copy.members.append(existing.key == key ? member : existing)
            placed = placed || existing.key == key
        }
        if !placed { copy.members.append(member) }
        return copy
    }

    /// The header's value: the members joined by `,`, each `key=value` with its properties after `;`.
    package var headerValue: String {
        members.map { member in
            ([member.key + "=" + member.encodedValue] + member.properties).joined(separator: ";")
        }.joined(separator: ",")
    }

    /// Whether ``headerValue`` is one that ``init(headerValue:)`` reads: at most ``maximumMembers`` list-members and
    /// ``maximumBytes`` bytes.
    package var isWithinBounds: Bool {
        members.count <= Self.maximumMembers && headerValue.utf8.count <= Self.maximumBytes
    }
}

extension W3CBaggage {
    /// One list-member, `key OWS "=" OWS value *( OWS ";" OWS property )` with white space on either side; `nil`
    /// when it breaks the grammar.
    private static func member(_ text: Substring.UTF8View) -> Member? {
        let parts = text.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let pair = parts.first.flatMap(keyAndValue), let encoded = pair.value,
            let value = percentDecoded(encoded)
        else { return nil }
        var properties: [String] = []
        for part in parts.dropFirst() {
            guard let property = keyAndValue(part) else { return nil }
            properties.append(property.value.map { property.key + "=" + $0 } ?? property.key)
        }
        return Member(key: pair.key, value: value, properties: properties, encodedValue: encoded)
    }

    /// `key` or `key OWS "=" OWS value`, with white space on either side: the key, and the value as written when
    /// there is one; `nil` when the key is not a token or the value has a byte outside `baggage-octet`.
    private static func keyAndValue(_ text: Substring.UTF8View) -> (key: String, value: String?)? {
        let parts = text.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        let key = trimmed(parts[0])
        guard isToken(key) else { return nil }
        guard parts.count == 2 else { return (String(Substring(key)), nil) }
        let value = trimmed(parts[1])
        guard value.allSatisfy(isBaggageOctet) else { return nil }
        return (String(Substring(key)), String(Substring(value)))
    }

    /// `text` without the spaces and tabs at its ends.
    private static func trimmed(_ text: Substring.UTF8View) -> Substring.UTF8View {
        guard let start = text.firstIndex(where: { !isWhiteSpace($0) }),
            let last = text.lastIndex(where: { !isWhiteSpace($0) })
        else { return text[text.endIndex...] }
        return text[start...last]
    }

    /// OWS: a space or a horizontal tab.
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// A token (RFC 9110, 5.6.2): one or more `tchar`s.
    private static func isToken(_ text: Substring.UTF8View) -> Bool {
        !text.isEmpty
            && text.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    true
                default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
                }
            }
    }

    /// `baggage-octet`: printable US-ASCII but the double quote, comma, semicolon and backslash.
    private static func isBaggageOctet(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x23...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: true
        default: false
        }
    }

    /// `text` with each `%XX` decoded, as UTF-8 (U+FFFD for what is not); `nil` for a `%` without two hex digits
    /// after it (the grammar asks that `%` itself be encoded).
    private static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigit.value), let low = iterator.next().flatMap(HexDigit.value)
            else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text`'s UTF-8 with every byte outside `baggage-octet`, and `%`, written `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if isBaggageOctet(byte), byte != UInt8(ascii: "%") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension W3CBaggage {
    /// The key of the entry that carries a UI-test session from one service of the system under test to the next, and
    /// the session cookie's name: `uitest-session`. Only the name is here, where both sides reach it: the entry is
    /// read by the stub library (`StubWorlds`), which no production build links, and written by
    /// `SessionCarryingUpstreamClient` in builds with the `UITesting` trait only.
    package static let sessionKey = "uitest-session"
}
