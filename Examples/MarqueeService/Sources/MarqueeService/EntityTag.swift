import Foundation

/// A strong entity tag (RFC 9110 §8.8.3) for a JSON answer: a 64-bit hash of its bytes, so the same document always
/// gets the same tag, across requests and processes, and a changed one almost surely another. `If-None-Match`
/// compares against it (``ConditionalGetMiddleware``).
struct EntityTag: Sendable, Hashable {
    /// The header value, quotes included: `"<16 hex digits>"`.
    let headerValue: String

    /// The tag of `bytes`.
    init(of bytes: [UInt8]) {
        headerValue = "\"" + String(Self.hash(bytes), radix: 16).leftPadded(to: 16) + "\""
    }

    /// Whether an `If-None-Match` value `field` (a list of tags, or `*`) names the tag `headerValue`. Weak comparison, as RFC 9110
    /// §13.1.2 asks for `If-None-Match`: a `W/` prefix is ignored.
    static func isTag(_ headerValue: String, matchedByIfNoneMatch field: String) -> Bool {
        field.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == headerValue || tag == "W/" + headerValue
        }
    }

    /// FNV-1a over 8-byte words, then over the tail's bytes: a tenth of the per-byte loop's work on a 33 KB
    /// document. Not a cryptographic hash; a tag only needs to change when the document does.
    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for index in 0..<words {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
                hash ^= hash >> 29
            }
            for index in (words * 8)..<buffer.count {
                hash = (hash ^ UInt64(buffer[index])) &* prime
            }
        }
        return hash
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
