import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import MarqueeService

/// The published contract (`/api/v1/openapi.json`) against the router: nothing served goes undocumented, nothing
/// documented goes unserved.
@Suite("The OpenAPI document describes exactly the routes the service registers")
struct OpenAPIDocumentTests {
    /// `METHOD /path` for every operation in the document, paths as templates (`/api/v1/movies/{id}`).
    static func documentedRoutes() throws -> Set<String> {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
        return Set(
            paths.flatMap { path, item in
                item.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
            })
    }

    /// `METHOD /path` for every route of the JSON API the router has (`HEAD`, which every `GET` answers, aside).
    static func registeredRoutes() throws -> Set<String> {
        let router = try ServiceApplication.buildRouter(
            serving: try ServiceUnderTest.stubs().dependencies,
            logger: Logger(label: "test") { _ in
                SwiftLogNoOpLogHandler()
            })
        return Set(
            router.routes
                .filter { OpenAPIDocument.isDocumented(path: $0.path.description) && $0.method != .head }
                .map { "\($0.method.rawValue) \($0.path.description)" })
    }

    @Test("every registered route is documented, and every documented route is registered")
    func routesMatch() throws {
        // When
        let documented = try Self.documentedRoutes()
        let registered = try Self.registeredRoutes()

        // Then
        #expect(registered.subtracting(documented).isEmpty, "registered, not documented")
        #expect(documented.subtracting(registered).isEmpty, "documented, not registered")
        #expect(registered.contains("GET /api/v1/movies/{id}"))
    }

    @Test("the document is OpenAPI 3.1, every operation has examples for its parameters and its 200")
    func documentShape() throws {
        // Given
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])

        // Then
        #expect(document["openapi"] as? String == "3.1.0")
        for (path, item) in paths {
            let get = try #require(item["get"], "\(path)")
            for parameter in get["parameters"] as? [[String: Any]] ?? [] {
                #expect(parameter["example"] != nil, "\(path) \(parameter["name"] ?? "")")
            }
            let responses = try #require(get["responses"] as? [String: [String: Any]], "\(path)")
            let ok = try #require(responses["200"]?["content"] as? [String: [String: Any]], "\(path)")
            #expect(ok["application/json"]?["example"] != nil || path == "/api/v1/openapi.json", "\(path)")
        }
    }

    /// Every documented operation as a request: its path with the path parameters' examples, the required query
    /// parameters' examples, and the statuses it documents.
    static func documentedRequests() throws -> [(address: String, query: [String], documented: Set<String>)] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        return try paths.map { path, item in
            let get = try #require(item["get"], "\(path)")
            var address = path
            var query: [String] = []
            for parameter in get["parameters"] as? [[String: Any]] ?? [] {
                let name = try #require(parameter["name"] as? String)
                let example = try #require(parameter["example"].map { "\($0)" }, "\(path) \(name)")
                if parameter["in"] as? String == "path" {
                    address = address.replacingOccurrences(of: "{\(name)}", with: example)
                } else if parameter["required"] as? Bool == true {
                    query.append("\(name)=\(example)")
                }
            }
            let responses = try #require(get["responses"] as? [String: Any], "\(path)")
            return (address, query, Set(responses.keys))
        }
    }

    @Test("an unknown query parameter gets a status the operation documents, on every documented route")
    func unknownParameterIsDocumented() async throws {
        // Given
        let requests = try Self.documentedRequests()

        try await ServiceUnderTest.stubs().run { client in
            for request in requests {
                // When
                let address = request.address + "?" + (request.query + ["unknown=1"]).joined(separator: "&")
                let response = try await client.get(address)

                // Then
                #expect(request.documented.contains("\(response.status.code)"), "\(address)")
            }
        }
    }

    @Test("a matching If-None-Match gets a 304 the operation documents, on every documented route")
    func notModifiedIsDocumented() async throws {
        // Given
        let requests = try Self.documentedRequests()

        try await ServiceUnderTest.stubs().run { client in
            for request in requests {
                let address =
                    request.address + (request.query.isEmpty ? "" : "?" + request.query.joined(separator: "&"))
                let first = try await client.get(address)
                let tag = try #require(first.headers[.eTag], "\(address)")

                // When
                let again = try await client.executeRequest(
                    uri: address, method: .get, headers: [.ifNoneMatch: tag], body: nil)

                // Then
                #expect(again.status == .notModified, "\(address)")
                #expect(request.documented.contains("304"), "\(address)")
            }
        }
    }

    @Test("GET /api/v1/openapi.json serves the document as JSON with an ETag")
    func served() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/openapi.json")

            // Then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.eTag] != nil)
            #expect(response.text == OpenAPIDocument.text)
        }
    }
}
