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
            (URLError.Code.timedOut, HTTPClientError.timedOut),
            (.networkConnectionLost, .connectionLost),
            (.cannotConnectToHost, .cannotConnect),
            (.cannotFindHost, .cannotConnect),
            (.notConnectedToInternet, .cannotConnect),
            (.secureConnectionFailed, .secureConnectionFailed),
            (.cancelled, .cancelled),
            (.badURL, .invalidRequest),
            (.badServerResponse, .connectionLost),
            (.unknown, .connectionLost),
            (.unsupportedURL, .invalidResponse),
            (.cannotParseResponse, .invalidResponse),
            (.fileDoesNotExist, .failed(code: URLError.Code.fileDoesNotExist.rawValue)),
        ]
    )
    func mapsCodes(code: URLError.Code, expected: HTTPClientError) {
        // Given
        let error = NSError(domain: NSURLErrorDomain, code: code.rawValue)

        // When
        let mapped = URLErrorMapping.clientError(for: error)

        // Then
        #expect(mapped == expected)
    }

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
