import Foundation

/// Resolves an API's base URL from the environment, so that tests and UI tests can point the adapters at a
/// local stub server.
package enum APIBaseURL {
    /// The variable that moves every API to another scheme, host and port while keeping each API's own path.
    package static let sharedVariable = "API_BASE_URL"

    /// `specificVariable` (e.g. `TMDB_API_BASE_URL`) if set and non-empty: the whole base URL, used as is.
    /// Else `API_BASE_URL` if set and non-empty: replaces scheme, host and port of `defaultURL`, keeping its path
    /// (a path on `API_BASE_URL` itself is prepended). Else `defaultURL`. Only absolute http/https URLs with a
    /// host, without query or fragment, are accepted; a trailing `/` is dropped.
    package static func resolve(
        defaultURL: URL, specificVariable: String, environment: [String: String]
    ) throws(APIBaseURLError) -> URL {
        if let value = nonEmpty(environment[specificVariable]) {
            let components = try validated(value, variable: specificVariable)
            return try url(from: components, variable: specificVariable, value: value)
        }
        if let value = nonEmpty(environment[sharedVariable]) {
            let shared = try validated(value, variable: sharedVariable)
            guard var components = URLComponents(url: defaultURL, resolvingAgainstBaseURL: false) else {
                throw APIBaseURLError(variable: sharedVariable, value: value, reason: "the default URL is invalid")
            }
            components.scheme = shared.scheme
            components.percentEncodedUser = shared.percentEncodedUser
            components.percentEncodedPassword = shared.percentEncodedPassword
            components.percentEncodedHost = shared.percentEncodedHost
            components.port = shared.port
            components.percentEncodedPath = trimmedPath(shared.percentEncodedPath) + components.percentEncodedPath
            return try url(from: components, variable: sharedVariable, value: value)
        }
        return defaultURL
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    private static func validated(_ value: String, variable: String) throws(APIBaseURLError) -> URLComponents {
        guard let components = URLComponents(string: value) else {
            throw APIBaseURLError(variable: variable, value: value, reason: "it cannot be parsed as a URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw APIBaseURLError(variable: variable, value: value, reason: "the scheme must be http or https")
        }
        guard let host = components.host, !host.isEmpty else {
            throw APIBaseURLError(variable: variable, value: value, reason: "it has no host")
        }
        guard components.percentEncodedQuery == nil, components.percentEncodedFragment == nil else {
            throw APIBaseURLError(
                variable: variable, value: value, reason: "a base URL cannot have a query or fragment")
        }
        return components
    }

    private static func url(
        from components: URLComponents, variable: String, value: String
    ) throws(APIBaseURLError) -> URL {
        var components = components
        components.scheme = components.scheme?.lowercased()
        components.percentEncodedPath = trimmedPath(components.percentEncodedPath)
        guard let url = components.url else {
            throw APIBaseURLError(variable: variable, value: value, reason: "it cannot be parsed as a URL")
        }
        return url
    }

    private static func trimmedPath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// An environment variable that should hold an API base URL holds something else.
public struct APIBaseURLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The variable, e.g. `TMDB_API_BASE_URL`.
    package let variable: String
    /// The offending value, with any password redacted.
    package let value: String
    /// What is wrong with it.
    package let reason: String

    /// An error for `variable`; a password in `value` is redacted here.
    package init(variable: String, value: String, reason: String) {
        self.variable = variable
        self.value = Redactor.redact(text: Redactor.redact(urlString: value))
        self.reason = reason
    }

    /// E.g. `TMDB_API_BASE_URL is not an absolute http(s) URL: "ftp://x" (the scheme must be http or https)`.
    /// Control characters in the value are shown as `\u{…}`, so the message stays one line.
    public var description: String {
        "\(variable) is not an absolute http(s) URL: \"\(Self.oneLine(value))\" (\(reason))"
    }

    /// `text` with control characters and the Unicode line and paragraph separators as `\u{…}`.
    private static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

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
