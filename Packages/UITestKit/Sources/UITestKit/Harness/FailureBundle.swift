import Foundation
import Synchronization
import Testing

/// What a failed UI test leaves behind, under the build folder (`.build/ui-test-failures/<test>/`): what failed, a
/// PNG of the browser, the page source, the browser's console log, the stubs' recorded calls, the service's log
/// lines and the screen states audited, and any ``Extra`` file the launch adds — each also attached to the failing
/// test. ``UITest`` writes one on every failure: an error the test's body throws, an issue it records (a failed
/// `#expect`), a failed setup, and a body cut short by cancellation (a time limit), while the browser is still up.
///
/// - The console log holds what the page caused: the browser's own request for `/favicon.ico` (a 404 on most test
///   services) is left out.
/// - A failed setup's bundle has no screenshot or page (the browser never showed one): it holds what failed, the
///   service's log (also when the service exited or never said where it listens) and `notes.txt` saying so.
/// - The folder holds only this test process's bundles: the first launch (or bundle) of a process empties
///   `ui-test-failures` (``clearEarlierRuns(in:)``), so a bundle there is never one an earlier run left.
/// - A service that does not serve `GET /__uitest/calls` (it answers 404, e.g. when run live) gets no calls file:
///   `notes.txt` says so.
public enum FailureBundle {
    /// A file of the test's own for its failure bundle, collected only when the test fails, e.g. the request log of
    /// an upstream server the test runs in its own process:
    ///
    /// ```swift
    /// await UITest.launch(service, bundleExtras: [.init("upstream-requests.txt") { upstream.requestLog() }]) { app in
    ///     …
    /// }
    /// ```
    ///
    /// An error `collect` throws is written as a note (`<name>.unavailable.txt`) instead. The file is written as
    /// given: leave any credential out of it.
    public struct Extra: Sendable {
        /// The file's name in the bundle folder, e.g. `upstream-requests.txt`.
        public let name: String
        /// Collects the file's bytes, after the failure.
        public let collect: @Sendable () async throws -> Data

        /// A file named `name` whose bytes `collect` gives.
        public init(_ name: String, collect: @escaping @Sendable () async throws -> Data) {
            self.name = name
            self.collect = collect
        }
    }

    /// Collects the bundle for `app` into a folder named after `testName` (replacing an earlier one) and attaches
    /// its files (and `extras`) to the current test. Returns the folder. Whatever cannot be collected (the browser
    /// may have crashed) is written as a note instead of failing again.
    public static func write(
        for app: UITestApp, testName: String, failure: String, buildDirectory: URL, extras: [Extra] = [],
        sourceLocation: SourceLocation
    ) async -> URL {
        await write(
            service: app.service, stubs: app.stubs, serviceLogStart: app.serviceLogStart, session: app.session,
            auditedStates: app.auditedStates, testName: testName, failure: failure, buildDirectory: buildDirectory,
            extras: extras + app.failureEvidence, sourceLocation: sourceLocation)
    }

    /// Collects the bundle of what a test started (a failed setup may have started only one of the two, or
    /// neither) into a folder named after `testName`, as
    /// ``write(for:testName:failure:buildDirectory:extras:sourceLocation:)``.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public static func write(
        service: ServiceProcess?, session: WebDriverSession?, auditedStates: [String], testName: String,
        failure: String, buildDirectory: URL, extras: [Extra] = [], sourceLocation: SourceLocation
    ) async -> URL {
        await write(
            service: service, stubs: service.map { StubControl(baseURL: $0.baseURL) }, serviceLogStart: 0,
            session: session, auditedStates: auditedStates, testName: testName, failure: failure,
            buildDirectory: buildDirectory, extras: extras, sourceLocation: sourceLocation)
    }

    /// The bundle of a test in a UI-test session (`stubs`) of a shared service: that session's calls and scenario,
    /// and the service's log from line `serviceLogStart` on.
    static func write(
        service: ServiceProcess?, stubs: StubControl?, serviceLogStart: Int, session: WebDriverSession?,
        auditedStates: [String], testName: String, failure: String, buildDirectory: URL, extras: [Extra] = [],
        sourceLocation: SourceLocation
    ) async -> URL {
        var files: [File] = []
        if let session {
            files.append(await collect("screenshot.png") { try await session.screenshot() })
            files.append(await collect("page.html") { Data(try await session.pageSource().utf8) })
            files.append(
                await collect("console.log") {
                    let entries = try await session.browserLog().filter { !$0.isBrowsersOwnRequest }
                    return Data(entries.map(\.description).joined(separator: "\n").utf8)
                })
        }
        var notes: [String] = []
        if let service {
            files += await serviceFiles(service, stubs: stubs, logStart: serviceLogStart, notes: &notes)
        }
        files.append(("audited-states.txt", Data(auditedStates.joined(separator: "\n").utf8)))
        return await write(
            files, notes: notes, testName: testName, failure: failure, buildDirectory: buildDirectory,
            extras: extras, sourceLocation: sourceLocation)
    }

    /// Collects the bundle of a launch that failed before the browser showed a page: what failed, the service's
    /// log (from the running service, or what a service that failed to start wrote, `serviceLog`), its recorded
    /// calls if it runs, and a note saying why there is no screenshot.
    static func writeSetupFailure(
        service: ServiceProcess?, serviceLog: [String], testName: String, failure: String, buildDirectory: URL,
        extras: [Extra], sourceLocation: SourceLocation
    ) async -> URL {
        var files: [File] = []
        var notes = [
            "no screenshot, page.html or console.log: the test failed while starting, before the browser showed a page"
        ]
        if let service {
            files += await serviceFiles(
                service, stubs: StubControl(baseURL: service.baseURL), logStart: 0, notes: &notes)
        } else if !serviceLog.isEmpty {
            files.append(("service.log", Data(serviceLog.joined(separator: "\n").utf8)))
        } else {
            notes.append("no service.log: the service did not start, or wrote nothing")
        }
        return await write(
            files, notes: notes, testName: testName, failure: failure, buildDirectory: buildDirectory,
            extras: extras, sourceLocation: sourceLocation)
    }

    /// Empties `buildDirectory`'s `ui-test-failures` folder the first time this process asks (later calls do
    /// nothing), so that every bundle in it comes from the test process running now: a bundle of an earlier run is
    /// never taken for one of this run. ``UITest`` asks before its first launch; ``write(service:session:auditedStates:testName:failure:buildDirectory:extras:sourceLocation:)``
    /// before its first bundle.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public static func clearEarlierRuns(in buildDirectory: URL) {
        let folder = buildDirectory.appending(path: "ui-test-failures")
        let first = clearedFolders.withLock {
            $0.insert(folder.standardizedFileURL.path(percentEncoded: false)).inserted
        }
        if first { try? FileManager.default.removeItem(at: folder) }
    }

    /// The `ui-test-failures` folders this process emptied.
    private static let clearedFolders = Mutex<Set<String>>([])

    /// A file of the bundle: its name and bytes.
    private typealias File = (name: String, data: Data)

    /// The recorded calls of `stubs`' world (or a note that the service serves none), the scenario of a session's,
    /// and the service's log from line `logStart` on (a note says where a shared service's log was cut). Without
    /// `stubs` (a test on a shared service that failed before its UI-test session started), the log alone.
    private static func serviceFiles(
        _ service: ServiceProcess, stubs: StubControl?, logStart: Int, notes: inout [String]
    ) async -> [File] {
        let log = service.process.output.lines.dropFirst(logStart)
        let logFile: File = ("service.log", Data(log.joined(separator: "\n").utf8))
        guard let stubs else {
            notes.append(
                "no recorded-calls.json or scenario.json: the test failed before its UI-test session started; "
                    + "service.log is the shared service's from line \(logStart + 1) on")
            return [logFile]
        }
        var files: [File] = []
        if let session = stubs.session {
            files.append(await collect("scenario.json") { Data(try await stubs.scenarioJSON().utf8) })
            notes.append(
                "recorded-calls.json and scenario.json are UI-test session \(session)'s; service.log is the shared "
                    + "service's from line \(logStart + 1) on (other tests' requests may be among them)")
        }
        do {
            if let calls = try await stubs.recordedCallsJSONIfServed() {
                files.append(("recorded-calls.json", Data(calls.utf8)))
            } else {
                notes.append(
                    "no recorded-calls.json: the service answers 404 to GET /__uitest/calls (it runs without its "
                        + "UI-test mode, or does not serve that route)")
            }
        } catch {
            files.append(unavailable("recorded-calls.json", error))
        }
        files.append(logFile)
        return files
    }

    /// Writes `failure.txt`, `files`, `notes.txt` (when there are notes) and `extras` into a fresh folder for
    /// `testName`, attaching each to the current test.
    private static func write(
        _ files: [File], notes: [String], testName: String, failure: String, buildDirectory: URL, extras: [Extra],
        sourceLocation: SourceLocation
    ) async -> URL {
        clearEarlierRuns(in: buildDirectory)
        let folder = folder(for: testName, in: buildDirectory)
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var all: [File] = [("failure.txt", Data((failure + "\n").utf8))] + files
        if !notes.isEmpty { all.append(("notes.txt", Data(notes.map { $0 + "\n" }.joined().utf8))) }
        for extra in extras {
            all.append(await collect(extra.name, extra.collect))
        }
        for file in all {
            try? file.data.write(to: folder.appending(path: file.name))
            Attachment.record(Array(file.data), named: file.name, sourceLocation: sourceLocation)
        }
        return folder
    }

    private static func collect(_ name: String, _ body: () async throws -> Data) async -> File {
        do {
            return (name, try await body())
        } catch {
            return unavailable(name, error)
        }
    }

    /// The note written instead of the file `name`, which could not be collected.
    private static func unavailable(_ name: String, _ error: any Error) -> File {
        (name + ".unavailable.txt", Data("could not collect \(name): \(error)\n".utf8))
    }

    /// The name ``UITest/launch(_:label:viewport:environment:bundleExtras:sourceLocation:_:)`` gives a launch of the
    /// current test: the test's id without its source location (`Module.Suite/test()`), then `/label` when given and
    /// `@viewport` off the desktop. A test that checks its own bundle finds it with ``folder(for:in:)``.
    public static func testName(label: String? = nil, viewport: BrowserOptions.Viewport = .desktop) -> String {
        // `Module.Suite/test()/File.swift:6:6` → `Module.Suite/test()`: one folder per case, not per source line.
        let testID = Test.current.map { "\($0.id)" } ?? "ui-test"
        return testID.split(separator: "/").filter { !$0.contains(".swift:") }.joined(separator: "/")
            + (label.map { "/\($0)" } ?? "") + (viewport == .desktop ? "" : "@\(viewport)")
    }

    /// The folder the bundle of `testName` is written to, under `buildDirectory`'s `ui-test-failures`.
    public static func folder(for testName: String, in buildDirectory: URL) -> URL {
        buildDirectory.appending(path: "ui-test-failures").appending(path: folderName(for: testName))
    }

    /// `MovieFlowUITests/browsePopular()` → `MovieFlowUITests.browsePopular`: safe as one folder name.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public static func folderName(for testName: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let mapped = testName.map { allowed.contains($0) ? $0 : "." }
        return String(mapped).split(separator: ".", omittingEmptySubsequences: true).joined(separator: ".")
    }
}
