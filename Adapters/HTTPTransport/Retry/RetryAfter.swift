import Foundation

/// A `Retry-After` header value (RFC 9110 §10.2.3): a number of seconds or an HTTP date.
///
/// Dates are parsed by hand in all three HTTP-date formats (IMF-fixdate, RFC 850, asctime), always as GMT,
/// so the result never depends on the host's locale or time zone.
package enum RetryAfter: Sendable, Hashable {
    /// Wait this long.
    case delay(Duration)
    /// Wait until this instant.
    case date(Date)

    /// Parses a header value; `nil` when it is neither delta-seconds nor an HTTP date.
    package init?(headerValue: String) {
        let text = headerValue.trimmingCharacters(in: .whitespaces)
        if HTTPDate.isDigits(text) {
            // More digits than fit an Int mean "longer than any budget".
            let longest: Int64 = 1_000_000_000_000
            let seconds = text.count > 12 ? longest : Int64(text) ?? longest
            self = .delay(.seconds(seconds))
        } else if let date = HTTPDate.parse(text) {
            self = .date(date)
        } else {
            return nil
        }
    }

    /// How long to wait from `now`; never negative.
    package func delay(from now: Date) -> Duration {
        switch self {
        case .delay(let duration):
            return duration
        case .date(let date):
            let seconds = date.timeIntervalSince(now)
            return seconds > 0 ? .seconds(seconds) : .zero
        }
    }
}
