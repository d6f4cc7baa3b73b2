import Foundation
import Testing

@testable import HTTPTransport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URL error mapping")
struct URLErrorMappingTests {
    @Test(
        "URLSession's error codes map onto the transport cases",
        arguments: [
            (URLError.Code.timedOut, UpstreamClientError.timedOut),
            (.networkConnectionLost, .connectionLost),
            (.cannotConnectToHost, .cannotConnect),
            (.cannotFindHost, .cannotConnect),
            (.notConnectedToInternet, .cannotConnect),
            (.secureConnectionFailed, .secureConnectionFailed),
            (.cancelled, .cancelled),
            (.badURL, .invalidRequest),
            (.unsupportedURL, .invalidResponse),
            (.cannotParseResponse, .invalidResponse),
            (.fileDoesNotExist, .failed(code: URLError.Code.fileDoesNotExist.rawValue)),
        ]
    )
    func mapsCodes(code: URLError.Code, expected: UpstreamClientError) {
        // Given
        let error = NSError(domain: NSURLErrorDomain, code: code.rawValue)

        // When
        let mapped = URLErrorMapping.clientError(for: error)

        // Then
        #expect(mapped == expected)
    }

    #if canImport(FoundationNetworking)
        @Test(
            "on Linux, badServerResponse (empty reply) and unknown (body cut short) are a lost connection",
            arguments: [URLError.Code.badServerResponse, .unknown]
        )
        func linuxSpecificCodes(code: URLError.Code) {
            // Given: what swift-corelibs-foundation reports for the stub server's closeConnection and truncatedBody.
            let error = NSError(domain: NSURLErrorDomain, code: code.rawValue)

            // When
            let mapped = URLErrorMapping.clientError(for: error)

            // Then
            #expect(mapped == .connectionLost)
        }
    #else
        @Test("on Apple platforms, badServerResponse is an invalid response and unknown stays a plain failure")
        func appleSpecificCodes() {
            // Given
            let badServerResponse = NSError(domain: NSURLErrorDomain, code: URLError.Code.badServerResponse.rawValue)
            let unknown = NSError(domain: NSURLErrorDomain, code: URLError.Code.unknown.rawValue)

            // When
            let mappedBadServerResponse = URLErrorMapping.clientError(for: badServerResponse)
            let mappedUnknown = URLErrorMapping.clientError(for: unknown)

            // Then
            #expect(mappedBadServerResponse == .invalidResponse)
            #expect(mappedUnknown == .failed(code: URLError.Code.unknown.rawValue))
        }
    #endif

    @Test("an error from another domain keeps its code")
    func otherDomain() {
        // Given
        let error = NSError(domain: "Elsewhere", code: 42)

        // When
        let mapped = URLErrorMapping.clientError(for: error)

        // Then
        #expect(mapped == .failed(code: 42))
    }
}
