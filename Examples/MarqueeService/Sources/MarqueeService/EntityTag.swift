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

    /// FNV-1a over 8-byte words in four interleaved lanes (word `i` goes to lane `i % 4`), the lanes then folded
    /// into one with the tail's bytes and the length. The lanes' multiplications do not wait on each other, so a
    /// 33 KB document takes about a third of the time one chain of words took (see Benchmarks/README.md). Not a
    /// cryptographic hash; a tag only needs to change when the document does.
    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let product = (lane ^ word) &* prime
            return product ^ (product >> 29)
        }
        return bytes.withUnsafeBytes { buffer in
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (
                0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x9E37_79B9_7F4A_7C15, 0x7F4A_7C15_9E37_79B9
            )
            func word(_ index: Int) -> UInt64 { buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
            let words = buffer.count / 8
            let blocks = words / 4
            for block in 0..<blocks {
                lanes.0 = mix(lanes.0, word(4 * block))
                lanes.1 = mix(lanes.1, word(4 * block + 1))
                lanes.2 = mix(lanes.2, word(4 * block + 2))
                lanes.3 = mix(lanes.3, word(4 * block + 3))
            }
            var hash = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
            for index in (4 * blocks)..<words { hash = mix(hash, word(index)) }
            for index in (words * 8)..<buffer.count { hash = (hash ^ UInt64(buffer[index])) &* prime }
            return mix(hash, UInt64(buffer.count))
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
