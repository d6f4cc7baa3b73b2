/// The failures every JSON API that Marquee's adapters talk to has in common. An adapter's own failure type
/// conforms (adding what is specific to its API) and ``JSONAPIClient`` sends, maps statuses and decodes for it.
public protocol JSONAPIFailure: Error {
    /// 401 or 403: the credential is missing, invalid or revoked.
    static var unauthorized: Self { get }
    /// 404; the adapter knows whether that is an unknown id or the service not being where it was configured.
    static var notFound: Self { get }
    /// 429; `retryAfter` is the upstream's `Retry-After` when it sent one in seconds (see
    /// ``JSONAPIClient/retryAfter(of:)``).
    static func rateLimited(retryAfter: Duration?) -> Self
    /// 408, 5xx or no answer at all (timeout, lost, refused or TLS-failed connection, a base URL no request can be
    /// built on); `retryAfter` is a 503's `Retry-After` when it sent one in seconds.
    static func unavailable(retryAfter: Duration?) -> Self
    /// An answer the API does not promise: bytes that are not HTTP, or a 2xx body that does not decode.
    static var invalidResponse: Self { get }
    /// The calling task was cancelled before the answer arrived.
    static var cancelled: Self { get }

    /// What any other status means to this API: a 4xx not listed above, or a 1xx/3xx.
    static func otherStatus(_ response: HTTPResponse) -> Self
}
