import Foundation

/// Builds request URLs from a base URL, a path and query items, percent-encoding strictly: everything except
/// RFC 3986's unreserved characters is escaped in query names and values, so `+`, `&`, `=` and `#` inside a value
/// reach the server as data, never as syntax.
package enum EndpointURL {
    /// `base` with `path` appended to its path (one `/` between them) and `query` as the query, in order.
    /// `path` is used as given (already percent-encoded).
    ///
    /// `nil` when `base` is not a usable API base URL (see ``isUsableBase(_:)``) or the result is not a valid URL:
    /// the adapters never send a request whose URL they had to guess at.
    package static func make(base: URL, path: String, query: [(name: String, value: String)] = []) -> URL? {
        guard isUsableBase(base), var components = URLComponents(url: base, resolvingAgainstBaseURL: true) else {
            return nil
        }
        var basePath = Substring(components.percentEncodedPath)
        while basePath.hasSuffix("/") { basePath = basePath.dropLast() }
        let suffix = path.hasPrefix("/") || path.isEmpty ? path : "/" + path
        components.percentEncodedPath = basePath + suffix
        components.percentEncodedQuery =
            query.isEmpty ? nil : query.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        return components.url
    }

    /// Whether `url` can be an API base URL: absolute `http` or `https` with a host, and without a query or
    /// fragment (a request's own query would silently replace them). The same rule ``APIBaseURL`` applies to the
    /// environment.
    package static func isUsableBase(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return false }
        return components.percentEncodedQuery == nil && components.percentEncodedFragment == nil
    }

    /// `text` with everything but unreserved characters (`A-Z a-z 0-9 - . _ ~`) percent-encoded as UTF-8.
    package static func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
