import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps URL-loading errors (`URLError` / `NSURLErrorDomain`) onto ``HTTPClientError``.
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
        if matches(.badURL, .unsupportedURL, .requestBodyStreamExhausted) { return .invalidRequest }
        if matches(
            .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource, .httpTooManyRedirects, .redirectToNonExistentLocation
        ) {
            return .invalidResponse
        }
        return .failed(code: code)
    }
}
