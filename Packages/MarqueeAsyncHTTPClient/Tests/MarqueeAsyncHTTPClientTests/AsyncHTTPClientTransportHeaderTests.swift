import Foundation
import HTTPTransport
import MarqueeAsyncHTTPClient
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("AsyncHTTPClientTransport gives each response field once")
struct AsyncHTTPClientTransportHeaderTests {
    @Test("a field sent twice, its names differing in case, is one value with both parts, under its first spelling")
    func joinsRepeatedFieldsWhateverTheirCase() async throws {
        try await withStubServer { server in
            // Given: what a cache must not read half of
            server.registerCatchAll(
                .status(200, headers: ["Cache-Control": "public, max-age=300", "cache-control": "no-store"]))
            let transport = AsyncHTTPClientTransport(timeout: .seconds(10))

            // When
            let response: Result<UpstreamResponse, UpstreamClientError>
            do throws(UpstreamClientError) {
                response = .success(
                    try await transport.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("x"))))
            } catch {
                response = .failure(error)
            }
            await transport.shutdown()

            // Then
            let fields = try response.get().headers.filter { $0.key.lowercased() == "cache-control" }
            #expect(fields.count == 1)
            let parts = fields.first?.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(Set(parts ?? []) == ["public", "max-age=300", "no-store"])
        }
    }
}
