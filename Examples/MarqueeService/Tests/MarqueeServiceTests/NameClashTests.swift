import AsyncHTTPClient
import Foundation
import HTTPTypes
import Hummingbird
import MarqueeKit
import NIOCore
import Testing

/// A service imports MarqueeKit beside its framework's modules and uses their names unqualified: this file compiles
/// only while no name MarqueeKit exports shadows the standard library's or clashes with Hummingbird's, SwiftNIO's,
/// swift-http-types' or AsyncHTTPClient's (`.ci/check-name-clashes` checks the same against Vapor's list).
@Suite("Names a service meets twice: none, beside Hummingbird, NIO, HTTPTypes and AsyncHTTPClient")
struct NameClashTests {
    @Test("Swift's Character, the frameworks' request, response and client types read unqualified beside MarqueeKit")
    func unqualifiedNames() {
        // Given a file that imports them all
        let character: Character = "a"
        let request = HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/")
        let response = HTTPResponse(status: .ok)
        let client: HTTPClient.Type = HTTPClient.self
        let clientError: HTTPClientError = .cancelled
        let buffer = ByteBuffer(string: "marquee")
        let router = Router()

        // Then each is the framework's, and Marquee's own names are still there under theirs
        #expect(character.isLetter)
        #expect(request.method == .get && response.status == .ok)
        #expect(String(describing: client) == "HTTPClient")
        #expect(clientError == .cancelled)
        #expect(buffer.readableBytes == 7)
        #expect(type(of: router) == Router<BasicRequestContext>.self)
        #expect(UpstreamRequest(url: URL(string: "http://localhost/")!).method == "GET")
        #expect(ObjectIdentifier(SeriesCharacter.self) != ObjectIdentifier(Character.self))
    }
}
