import Foundation
import Testing
import UITestKit

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
}
