import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps URL-loading errors (`URLError` / `NSURLErrorDomain`) onto ``HTTPClientError``.
///
/// Two codes mean different things on the two URLSession implementations, so their mapping is per platform:
/// - swift-corelibs-foundation (Linux, libcurl underneath; `FoundationNetworking` exists), measured against the
///   stub server's faults: a connection closed without an answer is `badServerResponse` ("Empty reply from
///   server") and a body cut short of its `Content-Length` is `unknown` ("transfer closed with N bytes
///   remaining"). Both are ``HTTPClientError/connectionLost`` there, as Apple platforms report these faults as
///   `networkConnectionLost`.
/// - Apple platforms: `badServerResponse` is what bytes that are not HTTP give, so it is
///   ``HTTPClientError/invalidResponse``; `unknown` is no particular failure and stays
///   ``HTTPClientError/failed(code:)``.
///
/// Every other code means the same everywhere. `unsupportedURL` is ``HTTPClientError/invalidResponse``: on Linux
/// it is what bytes that are not HTTP give ("Received HTTP/0.9"), and ``URLSessionHTTPClient`` only sends absolute
/// http(s) URLs with a host, so on any platform it can only be about the answer (e.g. a redirect elsewhere).
enum URLErrorMapping {
    static func clientError(for error: any Error) -> HTTPClientError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .failed(code: nsError.code) }
        return clientError(forCode: nsError.code)
    }

    // Matched on raw values: `URLError.Code(rawValue:)` is failable on Linux and not on Apple platforms.
    static func clientError(forCode code: Int) -> HTTPClientError {
        func matches(_ codes: URLError.Code...) -> Bool { codes.contains { $0.rawValue == code } }
        if let platformSpecific = platformSpecificError(forCode: code) { return platformSpecific }
        if matches(.timedOut) { return .timedOut }
        if matches(.networkConnectionLost) { return .connectionLost }
        if matches(
            .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
            .internationalRoamingOff, .callIsActive, .dataNotAllowed
        ) {
            return .cannotConnect
        }
        if matches(
            .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection
        ) {
            return .secureConnectionFailed
        }
        if matches(.cancelled) { return .cancelled }
        if matches(.badURL, .requestBodyStreamExhausted) { return .invalidRequest }
        if matches(
            .unsupportedURL, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource, .httpTooManyRedirects, .redirectToNonExistentLocation
        ) {
            return .invalidResponse
        }
        return .failed(code: code)
    }

    /// The codes whose meaning depends on the URLSession implementation; `nil` for every other code.
    private static func platformSpecificError(forCode code: Int) -> HTTPClientError? {
        switch code {
        case URLError.Code.badServerResponse.rawValue:
            #if canImport(FoundationNetworking)
                return .connectionLost
            #else
                return .invalidResponse
            #endif
        case URLError.Code.unknown.rawValue:
            #if canImport(FoundationNetworking)
                return .connectionLost
            #else
                return .failed(code: code)
            #endif
        default:
            return nil
        }
    }
}
