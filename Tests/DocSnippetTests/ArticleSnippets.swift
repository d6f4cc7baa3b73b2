import Foundation
import MarqueeKit
import MarqueeTestSupport
import StubHTTPServer
import Testing

// The DocC articles' Swift that needs only the root package, compiled. Each function holds one snippet; none is run.

/// Scenarios.md, "Building a scenario in Swift".
func scenariosBuilder() {
    let long = String(repeating: "A very long title ", count: 11) + "th"  // 200 characters
    let scenario = Scenario.happyPath
        .serving(movies: [.stub(id: 4242, title: long, posterPath: nil)], catalogue: .none)
        .serving(characters: [.stub(id: 77, name: "A name", status: .dead)])
        .overriding("credits", of: "MovieRepository", with: .serverError)
        .overriding("CharacterRepository", with: .failing(.rateLimited(retryAfter: .seconds(180))))

    let json = scenario.jsonString  // for -uitest-scenario, UITEST_SCENARIO or PUT /__uitest/scenario
    let dependencies = UITestDependencies.make(scenario: scenario)  // in process: every port on stubs serving it
    _ = (json, dependencies)
}

/// RecordingAndReplayingUpstreams.md, a stub server in a test.
func recordingStubServer(movieFixture: URL, popular: URL) async throws {
    let server = try StubHTTPServer.start()  // 127.0.0.1, ephemeral port
    defer { server.stop() }  // from async code: await server.shutdown()
    server.register(.get, "/3/movie/550", .fixture(movieFixture))  // {{BASE_URL}} in the file → the server's URL
    server.registerPrefix(.get, "/3/movie/", .status(404))
    server.register(.get, "/3/movie/popular", .sequence([.status(503), .status(503), .fixture(popular)]))
    server.registerCatchAll(.json(string: #"{"status_message":"not stubbed"}"#, status: 404))

    // In process: give the adapter server.baseURL.  Out of process: API_BASE_URL=\(server.baseURL) marquee …
    let request = try await server.waitForRequest(timeout: .seconds(5)) { $0.path == "/3/movie/550" }
    #expect(request.header("Authorization") == "Bearer …")
}

/// RecordingAndReplayingUpstreams.md, recording through the proxy.
func recordingProxy(folder: URL) throws {
    let proxy = try StubHTTPServer.start()
    let recorder = StubRecorder(folder: folder)  // nil: keep in memory only
    proxy.forwardUnmatched(to: URL(string: "https://api.themoviedb.org")!, timeout: .seconds(30), recorder: recorder)
    // … run the adapters against proxy.url("/3") …
    let failures = recorder.failures  // upstream unreachable, timed out, not HTTP: nothing written for those
    _ = failures
}

/// RecordingAndReplayingUpstreams.md, replaying a recording.
func replayingRecording(folder: URL) throws {
    let server = try StubHTTPServer.start()
    server.replay(try StubRecording.load(from: folder))  // routes you register still win
}

/// YourOwnPortUnderTheSwitch.md, a service with Marquee's contexts and a port of its own (the tests' `StubShelf`).
func ownPortWithMarquee() {
    let start = MarqueeStart.orExit("shelf-service", stubbing: [StubShelf.self])
    // Per request, the stub of the scenario in force (nil when live):
    let shelf = start.session?.world.stubs(StubShelf.self)
    _ = shelf
}
