import Hummingbird
import MarqueeKit

/// What a request gives `MarqueeInput` to read: its query string and its path's id.
extension InputValues {
    /// `request`'s query string, form-decoded (`+` is a space, as on the pages) and read strictly: a parameter not
    /// in `allowed`, or one given twice, is a 400 problem naming it.
    init(_ request: Request, allowed: Set<String>) throws(Problem) {
        let query = request.uri.query ?? ""
        self = try Problem.reading { () throws(InputError) in try InputValues(query: query, allowed: allowed) }
    }

    /// The path's `id` segment percent-decoded (`%31` is `1`, RFC 3986 §6.2.2.2), for ``movieID(_:)`` or
    /// ``characterID(_:)`` to read; as given when it does not decode (bytes that are not UTF-8, a `%` without two
    /// hex digits), so that the refusal shows what was sent.
    static func pathID(_ context: some RequestContext) -> String {
        let text = context.parameters.get("id") ?? ""
        // Nearly every id has no escape, and decoding copies the text through Foundation.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }
}
