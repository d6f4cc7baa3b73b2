import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps URL-loading errors (`URLError` / `NSURLErrorDomain`) onto ``HTTPClientError``.
///
/// URLSession on Linux (libcurl underneath) reports some failures with other codes than Apple platforms do,
/// measured against the stub server's faults:
/// - a connection closed without an answer: `badServerResponse` ("Empty reply from server"); Apple platforms say
///   `networkConnectionLost`;
/// - a body cut short of its `Content-Length`: `unknown` ("transfer closed with N bytes remaining"); Apple
///   platforms say `networkConnectionLost`;
/// - bytes that are not HTTP: `unsupportedURL` ("Received HTTP/0.9"); ``URLSessionHTTPClient`` only sends
///   absolute http(s) URLs with a host, so this code can only be about the answer.
/// The mapping folds these onto the same cases on every platform.
enum URLErrorMapping {
    static func clientError(for error: any Error) -> HTTPClientError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .failed(code: nsError.code) }
        return clientError(forCode: nsError.code)
    }

    // Matched on raw values: `URLError.Code(rawValue:)` is failable on Linux and not on Apple platforms.
    static func clientError(forCode code: Int) -> HTTPClientError {
        func matches(_ codes: URLError.Code...) -> Bool { codes.contains { $0.rawValue == code } }
        if matches(.timedOut) { return .timedOut }
        if matches(.networkConnectionLost, .badServerResponse, .unknown) { return .connectionLost }
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
}
