import Foundation

extension StubResponse {
    /// A JSON body with `Content-Type: application/json` (a `Content-Type` in `headers` wins).
    public static func json(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> StubResponse {
        .status(status, body: data, headers: Self.adding(contentType: "application/json", to: headers))
    }

    /// A JSON body given as text, sent as UTF-8.
    public static func json(string: String, status: Int = 200, headers: [String: String] = [:]) -> StubResponse {
        .json(Data(string.utf8), status: status, headers: headers)
    }

    /// `value` encoded with `JSONEncoder` (keys sorted, so the bytes are deterministic). A value that cannot be
    /// encoded is answered with a 500 whose JSON body says so.
    public static func json<T: Encodable & Sendable>(encoding value: T, status: Int = 200) -> StubResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return .json(try encoder.encode(value), status: status)
        } catch {
            return .json(
                string: #"{"error":"StubHTTPServer could not encode the stub value of type \#(T.self)"}"#,
                status: 500
            )
        }
    }

    /// Raw bytes with the given `Content-Type`.
    public static func raw(_ data: Data, contentType: String, status: Int = 200) -> StubResponse {
        .status(status, body: data, headers: ["Content-Type": contentType])
    }

    /// A plain-text body (`text/plain; charset=utf-8`).
    public static func text(_ text: String, status: Int = 200) -> StubResponse {
        .raw(Data(text.utf8), contentType: "text/plain; charset=utf-8", status: status)
    }

    private static func adding(contentType: String, to headers: [String: String]) -> [String: String] {
        guard !headers.keys.contains(where: { $0.lowercased() == "content-type" }) else { return headers }
        var merged = headers
        merged["Content-Type"] = contentType
        return merged
    }
}
