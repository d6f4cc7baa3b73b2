import Foundation
import MarqueeTestSupport
import Testing

@testable import UITestKit

@Suite("The launcher: command line, working directory, listening lines and what a failed start says")
struct ServiceProcessTests {
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

    @Test("By default the service runs in the root of the package whose file made the launch")
    func defaultWorkingDirectory() throws {
        // Given a launch made in this file, with no working directory
        let launch = ServiceLaunch(executable: URL(filePath: "/bin/true"), arguments: [])

        // When its working directory is read
        let folder = try #require(launch.workingDirectory)

        // Then it is the folder of the Package.swift above this file
        #expect(
            FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path(percentEncoded: false)))
        #expect(#filePath.hasPrefix(folder.path(percentEncoded: false)))
        #expect(
            !FileManager.default.fileExists(
                atPath: URL(filePath: #filePath).deletingLastPathComponent()
                    .appending(path: "Package.swift").path(percentEncoded: false)))
    }

    @Test("A working directory that is not there fails the launch before anything starts")
    func missingWorkingDirectory() async throws {
        let launch = ServiceLaunch(
            name: "service", executable: URL(filePath: "/bin/true"), arguments: [],
            workingDirectory: URL(filePath: "/no/such/folder"))
        let error = await #expect(throws: UITestSetupError.self) {
            try await ServiceProcess.launch(launch, address: .loopback)
        }
        #expect(error?.description == "service's working directory /no/such/folder is not a folder")
    }
}
