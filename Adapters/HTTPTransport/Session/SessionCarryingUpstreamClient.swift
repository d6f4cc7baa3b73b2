import SharedKernel

/// An ``UpstreamClient`` decorator for a port that stays live under `-uitest` because what it calls is another service
/// of the system under test, itself under `-uitest`: while the task serves a UI-test session
/// (`UITestSessionContext.current`), each request carries the session to that service as the W3C baggage entry
/// `baggage: uitest-session=<id>`, merged into the request's own `baggage` (its other members kept; one that must be
/// ignored, as malformed or over the W3C bounds, is replaced by the entry), so the service answers from the same
/// session's world. Without a session the request goes as it came.
///
/// Opt-in per client: wrap only the client of a port whose host belongs to the system under test, never a shared
/// client that also reaches a third party (TMDb, Rick and Morty, a replay of their recordings), which must not learn
/// the session. Put it outermost, above `AppDependencies.makeProductionUpstreamClient(…)`'s cache, so the cache
/// shares a response only between requests of the same session (it keys its shared flights by the whole request, and
/// keeps an answer for later only where the service allows, `Vary: baggage` included).
///
/// In a build without Marquee's `UITesting` trait (a production build) it adds nothing and reads nothing: every
/// request goes as it came, so the wiring is the same in both builds.
public struct SessionCarryingUpstreamClient: UpstreamClient {
    /// The name of the header the session travels in: `baggage`.
    public static let headerName = "baggage"

    private let wrapped: any UpstreamClient

    /// `wrapping`, its requests carrying the current UI-test session, if any.
    public init(wrapping: any UpstreamClient) {
        self.wrapped = wrapping
    }

    /// What `wrapping` answers to `request`, sent with the current UI-test session in its `baggage` header.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        #if UITesting
            if let session = UITestSessionContext.current {
                return try await wrapped.send(Self.carrying(session, on: request))
            }
        #endif
        return try await wrapped.send(request)
    }

    #if UITesting
        /// `request` with its `baggage` fields (any spelling of the name) merged into one that carries `session`: the
        /// entry set, every other member kept. Baggage that must be ignored (malformed, over the W3C bounds) is
        /// replaced by the entry alone, as is baggage the entry would take beyond the bounds a reader takes
        /// (`W3CBaggage.isWithinBounds`): the next service reads the session rather than ignoring the whole header.
        package static func carrying(_ session: String, on request: UpstreamRequest) -> UpstreamRequest {
            var request = request
            let own = request.headers.filter { $0.key.lowercased() == headerName }.sorted { $0.key < $1.key }
            let existing = own.isEmpty ? nil : W3CBaggage(headerValue: own.map(\.value).joined(separator: ","))
            for field in own { request.headers[field.key] = nil }
            let merged = (existing ?? W3CBaggage()).setting(session, forKey: W3CBaggage.sessionKey)
            request.headers[headerName] =
                (merged.isWithinBounds ? merged : W3CBaggage().setting(session, forKey: W3CBaggage.sessionKey))
                .headerValue
            return request
        }
    #endif
}
