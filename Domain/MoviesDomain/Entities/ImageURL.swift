import Foundation

/// The absolute address of one TMDb image (`secureBaseURL + size + path`), kept as its text: a detail view resolves
/// one per credit, and parsing each into a Foundation `URL` was most of the details' use case time (see
/// Benchmarks/README.md). Made only from a base resolved once per kind and size, so the text is always one
/// `URL(string:)` accepts and prints back unchanged.
///
/// The text is kept in two parts, ``head`` (the base, shared by every image of the base) and ``tail`` (the image's
/// own path), so resolving a credit's picture joins no strings: a writer writes the two parts one after the other.
/// Two addresses are equal when their texts are, however they are split.
package struct ImageURL: Hashable, Sendable {
    /// The first part of the address's text: the base's, or the whole text when the path needed `URL(string:)`.
    package let head: String
    /// The rest of the address's text: the image's path, or nothing.
    package let tail: String

    /// The address, as `URL(string:)` would print it.
    package var absoluteString: String { head + tail }

    /// The address as a Foundation `URL`.
    package var url: URL? { URL(string: absoluteString) }

    private init(head: String, tail: String = "") {
        self.head = head
        self.tail = tail
    }

    package static func == (lhs: ImageURL, rhs: ImageURL) -> Bool {
        (lhs.head == rhs.head && lhs.tail == rhs.tail) || lhs.absoluteString == rhs.absoluteString
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(absoluteString)
    }

    /// The part of an image URL shared by every image of one kind and size (`https://image.tmdb.org/t/p/w185`),
    /// built once; each image then only appends its path.
    package struct Base: Hashable, Sendable {
        /// The secure base URL's text with a trailing `/`, then the size.
        private let prefix: String

        /// The base for images of `size` under `secureBaseURL`.
        package init(secureBaseURL: URL, size: ImageSize) {
            var base = secureBaseURL.absoluteString
            if !base.hasSuffix("/") { base += "/" }
            prefix = base + size.description
        }

        /// The URL of the image at `path` (e.g. `/abc.jpg`), or `nil` when there is no path or it is not a TMDb
        /// image path. A path of URL path characters only is appended as it is; any other goes through
        /// `URL(string:)`, as every path once did, so the text is the same either way.
        package func imageURL(for path: String?) -> ImageURL? {
            guard let path, path.hasPrefix("/") else { return nil }
            if Self.isPlainPath(path) {
                return path.utf8.count > 1 ? ImageURL(head: prefix, tail: path) : nil
            }
            guard path.count > 1 else { return nil }
            return URL(string: prefix + path).map { ImageURL(head: $0.absoluteString) }
        }

        /// Whether every byte of `path` is a plain path byte (``isPlainPathByte(_:)``), each tested against a bit
        /// mask and read in place: a detail view checks one path per credit, and `allSatisfy` over the
        /// `String.UTF8View` with the `switch` was half of resolving them (see Benchmarks/README.md).
        private static func isPlainPath(_ path: String) -> Bool {
            let (low, high) = plainPathMask
            func isPlain(_ byte: UInt8) -> Bool {
                byte < 64 ? (low >> byte) & 1 == 1 : byte < 128 && (high >> (byte - 64)) & 1 == 1
            }
            return path.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) }
                ?? path.utf8.allSatisfy(isPlain)
        }

        /// The ASCII bytes ``isPlainPathByte(_:)`` accepts, as two masks: bit `n` of the first for byte `n` below 64,
        /// of the second for byte `64 + n`.
        private static let plainPathMask: (UInt64, UInt64) = (0..<128).reduce(into: (0, 0)) { masks, byte in
            guard isPlainPathByte(UInt8(byte)) else { return }
            if byte < 64 { masks.0 |= 1 << byte } else { masks.1 |= 1 << (byte - 64) }
        }

        /// An RFC 3986 path character that needs no percent-encoding: unreserved, sub-delims, `:`, `@` and `/`
        /// (not `%`, `?` or `#`, which `URL(string:)` reads as more than a path).
        private static func isPlainPathByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
                UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
                UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
    }
}
