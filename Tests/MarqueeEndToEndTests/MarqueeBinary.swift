import Foundation
import Testing
import UITestKit

/// Finds the `marquee` executable this test run was built with and runs it as a child process.
///
/// The binary sits next to the test products in the build products directory, whatever the build directory,
/// platform or configuration: it is found from this target's resource bundle (`Bundle.module`, whose parent is the
/// products directory on Linux and macOS), then from the test runner's own executable, and, as a last resort,
/// at `.build/debug/marquee` under the package root located through `#filePath`.
enum MarqueeBinary {
    /// How long a run may take before the watchdog ends it; a hang fails the test instead of blocking the suite.
    static let watchdog: DispatchTimeInterval = .seconds(60)

    /// The executable, or `nil` when none of the candidates exists.
    static let url: URL? = {
        var candidates = [Bundle.module.bundleURL.deletingLastPathComponent()]
        if let runner = Bundle.main.executableURL?.deletingLastPathComponent() { candidates.append(runner) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("marquee") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The variables a run inherits from the test process: the sanitizers' settings only, so that a `marquee`
    /// built with `--sanitize=address` is checked with the same options and leak suppressions as the tests.
    static let inheritedVariables: Set<String> = ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"]

    /// What a run's environment is: `environment`, plus the ``inheritedVariables`` `inherited` sets that
    /// `environment` does not.
    static func childEnvironment(
        _ environment: [String: String], inheriting inherited: [String: String]
    ) -> [String: String] {
        environment.merging(inherited.filter { inheritedVariables.contains($0.key) }) { given, _ in given }
    }

    /// Runs `marquee` with `arguments` and exactly `environment` (nothing else is inherited from the test process
    /// but the sanitizers' settings, see ``inheritedVariables``, so a developer's own `TMDB_API_TOKEN` or
    /// `API_BASE_URL` cannot change the outcome). Parallel-safe: every run
    /// has its own process, environment, working directory and output files. `files` (name to contents) are
    /// written to the working directory first. `stdout` says where standard output goes (captured by default).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], files: [String: Data] = [:],
        stdout: OutputSink = .captured
    ) async throws -> MarqueeRun {
        try await ChildProcessSlots.shared.withSlot {
            try await runNow(arguments, environment: environment, files: files, stdout: stdout)
        }
    }

    private static func runNow(
        _ arguments: [String], environment: [String: String], files: [String: Data], stdout sink: OutputSink
    ) async throws -> MarqueeRun {
        let executable = try #require(MarqueeBinary.url, "marquee is not built next to the tests; run `swift build`")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-e2e-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, contents) in files {
            try contents.write(to: directory.appendingPathComponent(name))
        }
        let stdoutURL = directory.appendingPathComponent("stdout")
        let stderrURL = directory.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout: FileHandle
        switch sink {
        case .captured:
            stdout = try FileHandle(forWritingTo: stdoutURL)
        case .device(let path):
            stdout = try #require(FileHandle(forWritingAtPath: path), "cannot open \(path)")
        case .closedPipe:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            stdout = pipe.fileHandleForWriting
        }
        let stderr = try FileHandle(forWritingTo: stderrURL)

        let process = try SpawnedProcess(
            executable: executable, arguments: arguments,
            environment: childEnvironment(environment, inheriting: ProcessInfo.processInfo.environment),
            workingDirectory: directory, standardOutput: stdout.fileDescriptor, standardError: stderr.fileDescriptor)
        DispatchQueue.global().asyncAfter(deadline: .now() + watchdog) { process.send(SIGTERM) }
        let exit = await process.waitForExit()
        let signalled = if case .signalled = exit { true } else { false }
        try stdout.close()
        try stderr.close()
        return MarqueeRun(
            status: exit.status,
            terminatedBySignal: signalled,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        )
    }
}

/// Where a `marquee` child's standard output goes.
enum OutputSink: Sendable {
    /// A file of the run's own, read back into ``MarqueeRun/stdout``.
    case captured
    /// A device such as `/dev/full`; nothing is read back.
    case device(String)
    /// A pipe whose reading end is already closed, as after `marquee … | head -1`; nothing is read back.
    case closedPipe
}
