import Foundation
import Testing
@_spi(Plumbing) import UITestKit

@Suite("The launch: its working directory (no process started here: the kit's own package launches them)")
struct ServiceLaunchTests {
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
