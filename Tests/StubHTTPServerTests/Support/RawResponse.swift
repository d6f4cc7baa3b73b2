import Foundation

/// A response read by ``RawConnection``.
struct RawResponse: Sendable {
    let status: Int
    /// Lower-cased names.
    let headers: [String: String]
    let body: Data

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}
