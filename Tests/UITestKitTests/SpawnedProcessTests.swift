import Foundation
import MarqueeTestSupport
import Testing
import UITestKit

@Suite("The one launcher of the tests' child processes: posix_spawn, only the descriptors given, the exit awaited")
struct SpawnedProcessTests {
    @Test("A child inherits none of the test process's descriptors but the three it is given, however many are open")
    func onlyTheGivenDescriptors() async throws {
        // Given 1,400 descriptors open without close-on-exec (past the 1,365 at which Foundation's Process.run()
        // reads beyond its buffer listing them: Reproductions/ProcessRunProcSelfFDOverRead)
        let descriptors = (0..<1_400).map { _ in open("/dev/null", O_RDONLY) }
        defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
        try #require(descriptors.allSatisfy { $0 >= 0 })
        let first = try #require(descriptors.min())
        let last = try #require(descriptors.max())

        // When a child looks for them
        let (exit, output) = try await SpawnedProcess.run(
            executable: URL(filePath: "/bin/sh"),
            arguments: ["-c", "for fd in 0 1 2 \(first) \(last); do test -e /proc/$$/fd/$fd && echo $fd; done; exit 0"])

        // Then it has its standard input, output and error, and none of them
        #expect(exit == .exited(0))
        #expect(output == "0\n1\n2\n")
    }

    @Test("A child gets exactly the environment and working directory it is given")
    func environmentAndFolder() async throws {
        // Given a folder of its own
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        // When a child prints its environment and its folder
        let (exit, output) = try await SpawnedProcess.run(
            executable: URL(filePath: "/bin/sh"), arguments: ["-c", "env | grep -v '^PWD='; pwd -P"],
            environment: ["ONLY": "this", "PATH": "/usr/bin:/bin"], workingDirectory: folder.url)

        // Then they are those it was given
        let lines = output.split(separator: "\n").map(String.init)
        #expect(exit == .exited(0), "\(output)")
        #expect(Set(lines.dropLast()) == ["ONLY=this", "PATH=/usr/bin:/bin"])
        #expect(lines.last == folder.url.resolvingSymlinksInPath().path)
    }

    @Test("A child starts with no signal blocked or ignored, whatever the thread that launched it had")
    func signalsAtTheirDefault() async throws {
        // Given a file for its output, and a thread that blocks every signal, as a libdispatch worker does
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outputFile = folder.url.appending(path: "status")
        try Data().write(to: outputFile)
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }

        // When that thread launches a child that reads its own blocked and ignored signals
        let launched = await withCheckedContinuation { continuation in
            Thread {
                var every = sigset_t()
                sigfillset(&every)
                pthread_sigmask(SIG_BLOCK, &every, nil)
                continuation.resume(
                    returning: Result {
                        try SpawnedProcess(
                            executable: URL(filePath: "/bin/grep"),
                            arguments: ["-E", "^Sig(Blk|Ign)", "/proc/self/status"],
                            standardOutput: output.fileDescriptor)
                    })
            }.start()
        }
        let exit = try await launched.get().waitForExit()

        // Then none is blocked, and none of the 31 standard signals ignored (glibc ignores its own two internal ones,
        // 32 and 33, in every child it spawns)
        let masks = try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n").compactMap {
            UInt64($0.split(separator: "\t").last ?? "", radix: 16)
        }
        #expect(exit == .exited(0))
        #expect(masks.count == 2)
        #expect(masks.first == 0)
        #expect(masks.last.map { $0 & 0x7fff_ffff } == 0)
    }

    @Test("An exit status, and a signal that ends a child, are told apart; a signal after the exit goes nowhere")
    func exitAndSignal() async throws {
        // Given a child that exits with 3 and one that would run for ten minutes
        let exiting = try SpawnedProcess(executable: URL(filePath: "/bin/sh"), arguments: ["-c", "exit 3"])
        let sleeping = try SpawnedProcess(executable: URL(filePath: "/bin/sleep"), arguments: ["600"])

        // When the first has ended and the second is sent SIGTERM
        let exited = await exiting.waitForExit()
        sleeping.send(SIGTERM)

        // Then one exited with 3 and the other was ended by the signal, each said again on asking
        #expect(exited == .exited(3))
        #expect(await sleeping.waitForExit() == .signalled(SIGTERM))
        #expect(await sleeping.waitForExit().status == SIGTERM)
        #expect(exiting.exit == .exited(3))
        // And a signal sent after the exit changes nothing
        exiting.send(SIGKILL)
        #expect(exiting.exit == .exited(3))
    }

    @Test("A program that is not there is a typed error naming it, and nothing starts")
    func missingProgram() throws {
        // When
        let error = #expect(throws: SpawnedProcess.LaunchError.self) {
            try SpawnedProcess(executable: URL(filePath: "/no/such/program"), arguments: [])
        }

        // Then
        #expect(error?.code == ENOENT)
        #expect(error?.description == "cannot start /no/such/program: No such file or directory")
    }
}
