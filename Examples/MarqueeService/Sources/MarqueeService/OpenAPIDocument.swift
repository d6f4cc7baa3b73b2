import Foundation
import Hummingbird

/// The JSON API's contract: its OpenAPI 3.1 document, the resource `Resources/openapi.json`, served at
/// `GET /api/v1/openapi.json` as the file's bytes.
///
/// Written by hand, not generated: the answers are `JSONValue` trees built by `MarqueePresentation` (no `Codable`
/// types a generator could read), and the document says what a reader needs (ranges, nullability, every problem
/// type, examples). `OpenAPIDocumentTests` (its routes, its problem examples) and Schemathesis in CI
/// (`Scripts/schemathesis`) keep it true; the README's "The published contract" says how.
struct OpenAPIDocument: Sendable {
    /// The resource's file name.
    static let fileName = "openapi.json"

    /// The document as served: the file's bytes, unchanged.
    let bytes: [UInt8]

    /// The routes it documents: every `GET` under `/api/v1` and `/health` (not the HTML pages, nor the `/__uitest/`
    /// stub control of UI-test builds).
    static func isDocumented(path: String) -> Bool {
        path.hasPrefix("/api/v1/") || path == "/health" || path.hasPrefix("/health/")
    }

    /// The document in `directory`, checked to be JSON, so that a missing or broken file stops the start.
    init(directory: URL) throws(ServiceResourceError) {
        let data = try ServiceResources.contents(of: Self.fileName, in: directory)
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .broken(file: Self.fileName, reason: "not JSON: \(error)")
        }
        self.bytes = Array(data)
    }

    /// The document shipped in this target's resources.
    static func bundled() throws(ServiceResourceError) -> OpenAPIDocument {
        try OpenAPIDocument(directory: ServiceResources.directory)
    }

    /// Serves the document under `api` (the `/api/v1` group).
    func add(to api: RouterGroup<BasicRequestContext>) {
        let response = Response.json(utf8: bytes)
        api.get("openapi.json") { _, _ in response }
    }
}
