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
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bundled().bytes)) as? [String: Any])
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
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bundled().bytes)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])

        // Then
        #expect(document["openapi"] as? String == "3.1.0")
        // The reads: the ratings' writes (PUT and DELETE only) are checked by RatingPageTests and Schemathesis.
        for (path, item) in paths {
            guard let get = item["get"] else { continue }
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
    static func documentedRequests() throws -> [(
        path: String, address: String, query: [String], documented: Set<String>
    )] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bundled().bytes)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        return try paths.compactMap { path, item in
            guard let get = item["get"] else { return nil }
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
            return (path, address, query, Set(responses.keys))
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

    /// The request that gets each problem the document shows an example of, by path and status, with the stub
    /// scenario it needs. A 500 is not here: no stub fails that way, so its example is checked against the one
    /// answer every unexpected error gets.
    static let problemRequests: [String: [String: (scenario: String, address: String)]] = [
        "/api/v1/movies/popular": [
            "400": ("happyPath", "/api/v1/movies/popular?page=0"),
            "404": ("happyPath", "/api/v1/movies/popular?page=4"),
            "502": ("unauthorized", "/api/v1/movies/popular"),
            "503": ("serverError", "/api/v1/movies/popular"),
        ],
        "/api/v1/movies/search": [
            "400": ("happyPath", "/api/v1/movies/search"),
            "404": ("happyPath", "/api/v1/movies/search?query=the&page=4"),
            "502": ("unauthorized", "/api/v1/movies/search?query=wick"),
            "503": ("serverError", "/api/v1/movies/search?query=wick"),
        ],
        "/api/v1/movies/{id}": [
            "400": ("happyPath", "/api/v1/movies/abc"),
            "404": ("happyPath", "/api/v1/movies/999999"),
            "502": ("unauthorized", "/api/v1/movies/550"),
            "503": ("serverError", "/api/v1/movies/550"),
        ],
        "/api/v1/characters": [
            "400": ("happyPath", "/api/v1/characters?status=sleeping"),
            "404": ("happyPath", "/api/v1/characters?page=9"),
            "502": ("unauthorized", "/api/v1/characters"),
            "503": ("serverError", "/api/v1/characters"),
        ],
        "/api/v1/characters/{id}": [
            "400": ("happyPath", "/api/v1/characters/0"),
            "404": ("happyPath", "/api/v1/characters/999999"),
            "502": ("unauthorized", "/api/v1/characters/1"),
            "503": ("serverError", "/api/v1/characters/1"),
        ],
        "/api/v1/dependencies": ["400": ("happyPath", "/api/v1/dependencies?verbose=1")],
        "/api/v1/ratings": [
            "400": ("happyPath", "/api/v1/ratings?page=0"), "404": ("happyPath", "/api/v1/ratings?page=2"),
        ],
        "/api/v1/watchlist": ["400": ("happyPath", "/api/v1/watchlist?page=1")],
    ]

    @Test("every problem example in the document is the JSON the service answers for it")
    func problemExamplesAreAnswers() async throws {
        // Given every problem example, by path and status
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bundled().bytes)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        let addresses = Dictionary(uniqueKeysWithValues: try Self.documentedRequests().map { ($0.path, $0.address) })
        var shown: [String: Set<String>] = [:]
        for (path, item) in paths {
            guard let get = item["get"] else { continue }
            let responses = try #require(get["responses"] as? [String: [String: Any]], "\(path)")
            for (status, response) in responses {
                let content = response["content"] as? [String: [String: Any]]
                guard let example = content?["application/problem+json"]?["example"] else { continue }
                shown[path, default: []].insert(status)

                // When the service answers the request that gets it
                let answer: Data
                if status == "500" {
                    let instance = try #require(addresses[path], "\(path)")
                    answer = Data(ProblemMiddleware.internalError.document(instance: instance).renderedUTF8())
                } else {
                    let request = try #require(Self.problemRequests[path]?[status], "no request gets \(path) \(status)")
                    let response = try await ServiceUnderTest.stubs(request.scenario).run { client in
                        try await client.get(request.address)
                    }
                    #expect("\(response.status.code)" == status, "\(request.address)")
                    answer = Data(response.body.readableBytesView)
                }

                // Then the example is that answer
                #expect(
                    try Self.canonical(JSONSerialization.jsonObject(with: answer)) == Self.canonical(example),
                    "\(path) \(status)")
            }
        }
        // And no request here stands for an example the document no longer shows
        #expect(
            Self.problemRequests.mapValues { Set($0.keys) }.allSatisfy {
                shown[$0.key]?.isSuperset(of: $0.value) == true
            })
    }

    /// `value` as JSON text with sorted keys, to compare two documents.
    private static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("every kind of problem the API answers is a type the document's Problem schema lists")
    func problemTypesAreListed() throws {
        // Given the document's Problem schema
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bundled().bytes)) as? [String: Any])
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any]
        let type = ((schemas?["Problem"] as? [String: Any])?["properties"] as? [String: Any])?["type"]
        let listed = Set(try #require((type as? [String: Any])?["enum"] as? [String]))

        // When every kind but the UI-test session's (the /__uitest/ routes are not the API)
        let kinds = Problem.Kind.allCases.filter { $0 != .uiTestSession }.map(\.uri)

        // Then each is listed, and nothing else is
        #expect(Set(kinds) == listed)
    }

    @Test("GET /api/v1/openapi.json serves the resource file's bytes as JSON with an ETag")
    func served() async throws {
        // Given
        let file = try Data(contentsOf: ServiceResources.directory.appending(path: "openapi.json"))

        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/openapi.json")

            // Then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.eTag] != nil)
            #expect(Data(response.body.readableBytesView) == file)
        }
    }

    @Test("a missing or broken document is a start-up error naming the file, not a request-time failure")
    func missingOrBrokenDocument() throws {
        // Given a folder without the document, then one with a document that is not JSON
        let directory = FileManager.default.temporaryDirectory.appending(path: "marquee-openapi-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        // When / Then
        #expect {
            try OpenAPIDocument(directory: directory)
        } throws: { error in
            "\(error)".contains("openapi.json is missing")
        }
        try Data(#"{"openapi": "3.1.0","#.utf8).write(to: directory.appending(path: "openapi.json"))
        #expect {
            try OpenAPIDocument(directory: directory)
        } throws: { error in
            "\(error)".contains("openapi.json is broken")
        }
    }
}
