import Foundation
import Testing

/// The built binary, as a UI test in another process uses it: launched on a free port, driven over HTTP, stopped
/// with SIGTERM. Serialized: each test owns a child process, and a few at a time keep a 2-core machine responsive.
@Suite("marquee-service out of process: -uitest answers, control endpoints, graceful SIGTERM", .serialized)
struct OutOfProcessTests {
    @Test("-uitest on port 0: the first line says where it listens and that stubs answer; endpoints answer")
    func uiTestAnswers() async throws {
        // Given
        let service = try await ServiceProcess(["-uitest"])

        // When
        let (status, body) = try await service.request("/api/v1/characters/1")
        let (healthStatus, _) = try await service.request("/health")

        // Then
        #expect(service.listening["message"] == "listening")
        #expect(service.listening["url"] == "http://127.0.0.1:\(service.port)")
        #expect(service.listening["mode"] == "uiTest")
        #expect(service.listening["stubs"] == "UI-test mode — all 6 ports backed by stubs (scenario: happyPath)")
        #expect(service.port > 0)
        #expect(status == 200)
        #expect(body.contains(#""name":"Rick Sanchez""#))
        #expect(healthStatus == 200)
        service.terminate()
        #expect(try await service.waitForExit() == 0)
    }

    @Test("the control endpoints switch the scenario and report calls across processes")
    func controlEndpoints() async throws {
        // Given
        let service = try await ServiceProcess(["-uitest", "-uitest-scenario", "empty"])
        _ = try await service.request("/api/v1/movies/popular?page=1")

        // When
        let (callsStatus, calls) = try await service.request("/__uitest/calls")
        let (putStatus, _) = try await service.request("/__uitest/scenario", method: "PUT", body: "unauthorized")
        let (failing, problem) = try await service.request("/api/v1/movies/popular")
        let (_, callsAfterSwitch) = try await service.request("/__uitest/calls")
        let (resetStatus, _) = try await service.request("/__uitest/reset", method: "POST")
        let (recovered, _) = try await service.request("/api/v1/movies/popular")

        // Then
        #expect(callsStatus == 200)
        #expect(
            calls.contains(#""port":"MovieRepository","calls":[{"method":"popularMovies","arguments":{"page":1}}]"#))
        #expect(putStatus == 200)
        #expect(failing == 502)
        #expect(problem.contains("urn:marquee:problem:upstream-unauthorized"))
        #expect(
            callsAfterSwitch.contains(
                #""port":"MovieRepository","calls":[{"method":"popularMovies","arguments":{"page":1}}]"#))
        #expect(resetStatus == 200)
        #expect(recovered == 200)
        service.terminate()
        #expect(try await service.waitForExit() == 0)
    }

    @Test("SIGTERM during a slow request: the request finishes with 200, then the service exits 0")
    func gracefulShutdown() async throws {
        // Given: every stub answer takes 2 s (the slow preset), and one request is in flight.
        let service = try await ServiceProcess(["-uitest", "-uitest-scenario", "slow"])
        let slow = Task { try await service.request("/api/v1/movies/popular") }
        var inFlight = false
        for _ in 0..<2000 where !inFlight {
            // Each check is a request to the unslowed control route: no sleeping, woken by the stub's own record.
            inFlight = try await service.request("/__uitest/calls").1.contains(#""method":"popularMovies""#)
        }
        #expect(inFlight, "the slow request never reached the stub")

        // When
        service.terminate()

        // Then
        let (status, body) = try await slow.value
        #expect(status == 200)
        #expect(body.hasPrefix(#"{"page":1,"#))
        #expect(try await service.waitForExit() == 0)
        let lines = service.lines
        #expect(
            lines.contains { $0.contains(#""message":"request""#) && $0.contains(#""path":"/api/v1/movies/popular""#) })
        #expect(lines.last?.contains(#""message":"stopped""#) == true)
    }

    @Test("SIGINT stops an idle service with exit status 0")
    func sigint() async throws {
        // Given
        let service = try await ServiceProcess(["-uitest"])

        // When
        service.interrupt()

        // Then
        #expect(try await service.waitForExit() == 0)
    }

    @Test(
        "bad launch arguments: one line of output, on stderr, exit status 2, nothing served",
        arguments: [
            ["--port", "70000"], ["--uitest"], ["--hostname"], ["-uitest", "-uitest-scenario", "nope"], ["--verbose"],
        ])
    func badLaunch(arguments: [String]) async throws {
        // When
        let (status, output) = try await ServiceProcess.runToExit(arguments)

        // Then
        #expect(status == 2)
        #expect(output.hasPrefix("marquee-service: "))
        #expect(output.split(separator: "\n").count == 1)
    }
}
