import MarqueeAsyncHTTPClient
import MarqueeKit

// The Swift of the DocC article "Picking the HTTP transport", compiled here, beside the transport
// (.ci/check-doc-snippets finds it line for line). Never run: it would start Marquee from this process's arguments.
func pickingTheHTTPTransportSnippet() {
    let transport = AsyncHTTPClientTransport()  // one per process
    let httpClient = AppDependencies.makeProductionUpstreamClient(transport: transport)  // cache → retries → transport
    let marquee = MarqueeStart.orExit("my-service", httpClient: httpClient)  // live; stubs under -uitest
    // ServiceGroup(services: [transport, server], …), or Hummingbird's Application(…, services: [transport])
    _ = marquee
}
