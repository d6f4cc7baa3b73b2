import Foundation
import MarqueeTestSupport
import Testing

@_spi(Plumbing) @testable import UITestKit

@Suite("The launcher: any executable, and the port it bound")
struct ServiceProcessTests {
    @Test("It starts the fixture service on port 0 and finds the port from its listening line")
    func findsThePort() async throws {
        // Given a service that binds port 0 and prints where it listens
        // When it is launched
        let service = try await ServiceProcess.launch(FixtureService.launch(), address: .loopback)

        // Then the kit reaches it on that port, and it stops cleanly
        #expect(service.baseURL.host == "127.0.0.1")
        #expect((service.baseURL.port ?? 0) > 0)
        #expect(service.browserURL == service.baseURL)
        let scenario = try await StubControl(baseURL: service.baseURL).scenarioJSON()
        #expect(scenario.contains(#""name":"launch""#))
        #expect(await service.process.stop() == 0)
    }

    @Test("A program that exits without saying where it listens is a setup error quoting what it wrote")
    func noListeningLine() async throws {
        let echo = ServiceLaunch(executable: URL(filePath: "/bin/echo"), arguments: ["only", "this"])
        let error = await #expect(throws: UITestSetupError.self) {
            try await ServiceProcess.launch(echo, address: .loopback)
        }
        #expect(error?.description.hasPrefix("echo exited (status 0) before saying where it listens\n") == true)
        #expect(error?.description.hasSuffix("It wrote:\n  only this") == true)
    }

    @Test("An executable that is not there is a setup error naming it")
    func missingExecutable() async throws {
        let missing = ServiceLaunch(executable: URL(filePath: "/no/such/service"), arguments: [])
        let error = await #expect(throws: UITestSetupError.self) {
            try await ServiceProcess.launch(missing, address: .loopback)
        }
        #expect(error?.description == "service is not built at /no/such/service")
    }

    @Test("Another reader reads another service's line")
    func customReader() async throws {
        // Given a program whose only line is `port=<n>`, and a reader for it
        let launch = ServiceLaunch(
            name: "sh", executable: URL(filePath: "/bin/sh"), arguments: ["-c", "echo port=4242"],
            portReader: { line in line.hasPrefix("port=") ? Int(line.dropFirst(5)) : nil })
        // When it is launched, Then the reader found its port
        let service = try await ServiceProcess.launch(launch, address: .loopback)
        #expect(service.baseURL.port == 4242)
        await service.process.stop()
    }

    @Test("A service that never says where it listens fails at the limit, naming the lines looked for and portReader")
    func timeoutMessage() async throws {
        // Given a service that prints something else and keeps running, and a clock on which the wait passes at once
        let launch = ServiceLaunch(
            name: "quiet-service", executable: URL(filePath: "/bin/sh"),
            arguments: ["-c", "echo 'Booting quietly'; exec sleep 30"], startTimeout: .seconds(20))
        let clock = TestClock(timePassingPerSleep: { $0 })

        // When it is launched
        let error = await #expect(throws: UITestSetupError.self) {
            try await ServiceProcess.launch(launch, address: .loopback, clock: clock)
        }

        // Then the first line names the limit; the next name the lines looked for and how to read another
        let lines = try #require(error?.description.split(separator: "\n").map(String.init))
        #expect(lines.first == "quiet-service did not say where it listens within 20 s (ServiceLaunch's startTimeout)")
        #expect(lines.dropFirst().first == "The kit reads, on stdout or stderr, without help:")
        #expect(lines.contains { $0.contains(#"{"message":"listening","port":40123}"#) })
        #expect(lines.contains { $0.contains("Server started and listening on 127.0.0.1:40123") })
        #expect(lines.contains { $0.contains("[ NOTICE ] Server started on http://127.0.0.1:40123") })
        #expect(lines.contains { $0.hasPrefix("For another line, give the ServiceLaunch a portReader") })
    }

    @Test("A service that exits first fails saying so, with everything it wrote kept for the failure bundle")
    func exitedService() async throws {
        // Given a service that writes two lines (one on stderr) and exits with status 3
        let launch = ServiceLaunch(
            name: "failing-service", executable: URL(filePath: "/bin/sh"),
            arguments: ["-c", "echo 'reading configuration'; echo 'MARQUEE_SESSION_KEY is missing' >&2; exit 3"])

        // When it is launched
        let error = await #expect(throws: UITestSetupError.self) {
            try await ServiceProcess.launch(launch, address: .loopback)
        }

        // Then the headline says it exited; its lines are quoted and kept
        let description = try #require(error?.description)
        #expect(description.hasPrefix("failing-service exited (status 3) before saying where it listens\n"))
        #expect(description.hasSuffix("It wrote:\n  reading configuration\n  MARQUEE_SESSION_KEY is missing"))
        #expect(error?.serviceLog == ["reading configuration", "MARQUEE_SESSION_KEY is missing"])
    }

    @Test("The subcommand comes first, the service runs in its working directory, and Vapor's line gives the port")
    func commandLineAndWorkingDirectory() async throws {
        // Given a folder to run in, and a stand-in for a Vapor service that prints its arguments and folder
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script =
            #"echo "arguments: $*"; echo "folder: $(pwd -P)"; echo "[ NOTICE ] Server started on http://127.0.0.1:44365"; exec sleep 30"#
        let launch = ServiceLaunch(
            name: "vapor-like", executable: URL(filePath: "/bin/sh"), subcommand: "-c",
            arguments: [script, "App", "serve", "-uitest", "--port", "0"], workingDirectory: folder.url)

        // When it is launched
        let service = try await ServiceProcess.launch(launch, address: .loopback)
        // `sleep` inherits the test process's blocked SIGTERM: killed at once instead of after the usual wait.
        await service.process.stop(poller: Poller(timeout: .zero))

        // Then it was started as `sh -c <script> App serve …` in that folder, and Vapor's line gave its port
        #expect(launch.commandLine.first == "-c")
        let lines = service.process.output.lines
        #expect(lines.contains("arguments: serve -uitest --port 0"))
        let realFolder = folder.url.resolvingSymlinksInPath().path(percentEncoded: false)
        #expect(lines.contains { $0 == "folder: \(realFolder)" || $0 + "/" == "folder: \(realFolder)" })
        #expect(service.baseURL.port == 44365)
    }
}
