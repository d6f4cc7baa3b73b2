import AppDependencies
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `LaunchConfiguration.readScenarioFile` against real files in a directory of the test's own.
@Suite("An @path scenario is read from a regular file only, and every other kind of path says why not")
struct ScenarioFileReadingTests {
    /// A fresh directory for one test, removed by `body`'s end.
    static func withDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-scenario-file-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    @Test("a regular file is read whole")
    func regularFile() throws {
        try Self.withDirectory { directory in
            // Given
            let file = directory.appendingPathComponent("scenario.json")
            let contents = Data(#"{"version": 1, "default": "empty"}"#.utf8)
            try contents.write(to: file)

            // When
            let data = try LaunchConfiguration.readScenarioFile(file.path)

            // Then
            #expect(data == contents)
        }
    }

    @Test("a symbolic link to a regular file is followed")
    func symbolicLink() throws {
        try Self.withDirectory { directory in
            // Given
            let file = directory.appendingPathComponent("scenario.json")
            try Data("empty".utf8).write(to: file)
            let link = directory.appendingPathComponent("link.json")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

            // When
            let data = try LaunchConfiguration.readScenarioFile(link.path)

            // Then
            #expect(data == Data("empty".utf8))
        }
    }

    @Test("a file of exactly the limit is read; one byte more is too large")
    func sizeLimit() throws {
        try Self.withDirectory { directory in
            // Given
            let limit = LaunchConfiguration.maximumScenarioFileSize
            let atLimit = directory.appendingPathComponent("at-limit.json")
            let overLimit = directory.appendingPathComponent("over-limit.json")
            try Data(repeating: 0x20, count: limit).write(to: atLimit)
            try Data(repeating: 0x20, count: limit + 1).write(to: overLimit)

            // When
            let data = try LaunchConfiguration.readScenarioFile(atLimit.path)
            let error = #expect(throws: ScenarioFileProblem.self) {
                try LaunchConfiguration.readScenarioFile(overLimit.path)
            }

            // Then
            #expect(data.count == limit)
            #expect(error == .tooLarge(limit: limit))
            #expect(error?.description == "larger than 1 MiB")
        }
    }

    @Test("a missing file, a directory and an empty path are each named for what they are")
    func notFiles() throws {
        try Self.withDirectory { directory in
            // Given
            let missing = directory.appendingPathComponent("missing.json").path
            let dangling = directory.appendingPathComponent("dangling.json")
            try FileManager.default.createSymbolicLink(
                at: dangling, withDestinationURL: directory.appendingPathComponent("gone.json"))

            // When
            let problems = [missing, dangling.path, directory.path, ""].map { path in
                #expect(throws: ScenarioFileProblem.self) { try LaunchConfiguration.readScenarioFile(path) }
            }

            // Then
            #expect(problems == [.missing, .missing, .notARegularFile, .noPath])
        }
    }

    /// A named pipe without a writer blocks `open(2)` for ever; it must be refused before it is opened. Should that
    /// break, a writer turns up after 20 s and leaves at once, so the read ends (and the test fails) instead of
    /// hanging the suite.
    @Test("a named pipe is refused at once instead of waiting for a writer")
    func namedPipe() throws {
        try Self.withDirectory { directory in
            // Given
            let pipe = directory.appendingPathComponent("scenario.fifo")
            try #require(mkfifo(pipe.path, 0o600) == 0, "mkfifo failed")
            let path = pipe.path
            DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
                // Fails harmlessly (no reader, or no pipe any more) when the code under test did not block.
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
            }

            // When
            let error = #expect(throws: ScenarioFileProblem.self) {
                try LaunchConfiguration.readScenarioFile(pipe.path)
            }

            // Then
            #expect(error == .notARegularFile)
        }
    }

    @Test(
        "an endless device is refused instead of read",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func device() {
        // Given
        let path = "/dev/zero"

        // When
        let error = #expect(throws: ScenarioFileProblem.self) { try LaunchConfiguration.readScenarioFile(path) }

        // Then
        #expect(error == .notARegularFile)
    }

    @Test(
        "an unreadable file is named as such",
        .enabled(if: getuid() != 0, "root reads any file"))
    func unreadable() throws {
        try Self.withDirectory { directory in
            // Given
            let file = directory.appendingPathComponent("secret.json")
            try Data("empty".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)

            // When
            let error = #expect(throws: ScenarioFileProblem.self) {
                try LaunchConfiguration.readScenarioFile(file.path)
            }

            // Then
            #expect(error == .unreadable)
        }
    }
}
