import Foundation
import HTTPTransport
import Testing

@Suite("Redactor")
struct RedactorTests {
    @Test("api_key and access_token query values are redacted, other items are kept in order")
    func redactsQuery() throws {
        // Given
        let url = try #require(URL(string: "https://h/3/search/movie?query=fight&API_KEY=abc123&page=1&access_token=t"))

        // When
        let text = Redactor.redact(url)

        // Then
        #expect(text == "https://h/3/search/movie?query=fight&API_KEY=<redacted>&page=1&access_token=<redacted>")
    }

    @Test("a password in the URL is redacted")
    func redactsPassword() {
        // Given / When
        let text = Redactor.redact(urlString: "http://user:hunter2@127.0.0.1:8080/api?x=1")

        // Then
        #expect(text == "http://user:<redacted>@127.0.0.1:8080/api?x=1")
    }

    @Test("Authorization and other credential headers are redacted, whatever their case")
    func redactsHeaders() {
        // Given
        let headers = ["authorization": "Bearer abc", "Accept": "application/json", "Cookie": "s=1"]

        // When
        let redacted = Redactor.redact(headers: headers)

        // Then
        #expect(redacted == ["authorization": "<redacted>", "Accept": "application/json", "Cookie": "<redacted>"])
    }

    @Test("free text loses api_key values, bearer tokens and credential header values")
    func redactsText() {
        // Given
        let text = "GET /3/movie?api_key=k3y&page=2 failed; Authorization: Bearer t0ken, x-api-key: v4lue"

        // When
        let redacted = Redactor.redact(text: text)

        // Then
        #expect(!redacted.contains("k3y"))
        #expect(!redacted.contains("t0ken"))
        #expect(!redacted.contains("v4lue"))
        #expect(redacted.contains("page=2 failed"))
    }

    @Test("named secrets are replaced wherever they occur")
    func redactsNamedSecrets() {
        // Given / When
        let text = Redactor.redact("token abc and abc again", secrets: ["abc", ""])

        // Then
        #expect(text == "token <redacted> and <redacted> again")
    }
}
