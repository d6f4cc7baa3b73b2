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

    @Test("a secret that contains another is replaced whole, whatever order they are given in")
    func redactsNestedSecrets() {
        // Given a key that is the start of the token
        let secrets = ["s3cret", "s3cret-and-more"]

        // When
        let text = Redactor.redact("key s3cret, token s3cret-and-more", secrets: secrets)

        // Then no part of the longer one is left
        #expect(text == "key <redacted>, token <redacted>")
    }

    @Test("a headers dictionary printed in Swift's description form loses every secret value")
    func redactsDictionaryDescription() {
        // Given
        let headers = [
            "X-API-Key": "k3y-value", "Authorization": "Bearer t0ken", "accept": "application/json",
            "Set-Cookie": "session=c00kie; Path=/", "X-Auth-Token": "t0k\"en",
        ]

        // When
        let redacted = Redactor.redact(text: "sending \(headers) now")

        // Then
        for secret in ["k3y-value", "t0ken", "c00kie", "t0k"] {
            #expect(!redacted.contains(secret), "\(redacted)")
        }
        #expect(redacted.contains(#""X-API-Key": "<redacted>""#))
        #expect(redacted.contains(#""Authorization": "<redacted>""#))
        #expect(redacted.contains(#""accept": "application/json""#))
        #expect(redacted.hasSuffix("] now"))
    }

    @Test(
        "JSON, tuple and dump forms of secret headers and query items lose their values",
        arguments: [
            #"{"api_key":"k3y","query":"fight club"}"#,
            #"{"Authorization" : "Basic dXNlcjpwYXNz"}"#,
            #"[(name: "X-API-Key", value: "k3y"), (name: "Accept", value: "*/*")]"#,
            "\u{25BF} (2 elements)\n    - key: \"x-api-key\"\n    - value: \"k3y\"\n",
            "Cookie: theme=dark; session=k3y\r\nAccept: */*",
            "X-Client-Secret:k3y",
        ]
    )
    func redactsOtherForms(text: String) {
        // Given / When
        let redacted = Redactor.redact(text: text)

        // Then
        #expect(!redacted.contains("k3y"), "\(redacted)")
        #expect(!redacted.contains("dXNlcjpwYXNz"), "\(redacted)")
        #expect(!redacted.contains("session"), "\(redacted)")
        #expect(redacted.contains(Redactor.placeholder))
    }

    @Test("text without secrets is left exactly as it was")
    func leavesOtherTextAlone() {
        // Given
        let text = #"GET https://h:8080/3/movie?page=2 ["Accept": "application/json", "X-Request-Id": "abc"] 503: busy"#

        // When
        let redacted = Redactor.redact(text: text)

        // Then
        #expect(redacted == text)
    }

    @Test("secret headers are the credential ones and any name that speaks of a token, secret, password or API key")
    func secretHeaderNames() {
        // Given
        let secret = [
            "Authorization", "proxy-authorization", "Cookie", "SET-COOKIE", "X-API-Key", "X-Auth-Token", "Api-Key",
            "X-Client-Secret", "X-Password", "apikey",
        ]
        let plain = ["Accept", "Content-Type", "Retry-After", "WWW-Authenticate", "X-Request-Id", "Location"]

        // When
        let secretResults = secret.map(Redactor.isSecretHeader)
        let plainResults = plain.map(Redactor.isSecretHeader)

        // Then
        #expect(secretResults.allSatisfy { $0 })
        #expect(plainResults.allSatisfy { !$0 })
    }
}
