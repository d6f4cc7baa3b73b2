import Foundation
import Synchronization
import Testing
@_spi(Plumbing) import UITestKit

@Suite("A failure bundle on every failure, written while the browser is still up")
struct FailureBundleTests {
    @Test(
        "A failed #expect in the body leaves a bundle: screenshot, page, service log; the issue names it",
        .compactMapIssues { PlantedIssues.shared.take($0) }, .browserOnly("a screenshot and the console log"))
    func failedExpectation() async throws {
        let folder = Self.freshFolder("expect")
        await UITest.launch(FixtureService.launch(), label: "expect") { app in
            try await HomeRobot.open(in: app)
            // A line the page logs, beside the browser's own request for /favicon.ico (the fixture answers 404)
            let _: String? = try await app.session.execute("console.error('planted console line'); return null;")
            #expect(Bool(false), "planted")
        }
        // The failed #expect kept its own headline and names the bundle below it
        let comments = PlantedIssues.shared.comments
        #expect(comments == ["planted", "Failure bundle: \(folder.path(percentEncoded: false))"])
        let failure = try String(contentsOf: folder.appending(path: "failure.txt"), encoding: .utf8)
        #expect(failure.contains("planted"))
        let console = try String(contentsOf: folder.appending(path: "console.log"), encoding: .utf8)
        #expect(console.contains("planted console line"))
        #expect(!console.contains("favicon.ico"))
        #expect(try Data(contentsOf: folder.appending(path: "screenshot.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try String(contentsOf: folder.appending(path: "page.html"), encoding: .utf8).contains("home.screen"))
        #expect(try String(contentsOf: folder.appending(path: "service.log"), encoding: .utf8).contains("listening"))
    }

    @Test("A thrown robot failure leaves a bundle in a folder named after its screen", .browserOnly("a screenshot"))
    func thrownFailure() async throws {
        let folder = Self.freshFolder("thrown/home")
        await withKnownIssue {
            await UITest.launch(FixtureService.launch(), label: "thrown") { app in
                try await HomeRobot.open(in: app).checkAbsent(.title)
            }
        } matching: { issue in
            // The robot's message is the headline (the error's description), the bundle on the line below
            issue.error.map { "\($0)" }?.hasPrefix(#"home [data-testid="home.title"]: "#) == true
                && issue.comments.map(\.rawValue) == ["Failure bundle: \(folder.path(percentEncoded: false))"]
        }
        let failure = try String(contentsOf: folder.appending(path: "failure.txt"), encoding: .utf8)
        #expect(failure.contains(#"home [data-testid="home.title"]"#))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "screenshot.png").path()))
    }

    @Test(
        "A body cut short by cancellation (as a time limit does) still leaves a screenshot",
        .browserOnly("a screenshot"))
    func cancelledBody() async throws {
        let folder = Self.freshFolder("cancelled")
        await withKnownIssue {
            // Its own task, cancelled from inside the body once the page is there: the test's task stays as it is.
            await Task {
                await UITest.launch(FixtureService.launch(), label: "cancelled") { app in
                    try await HomeRobot.open(in: app)
                    withUnsafeCurrentTask { $0?.cancel() }
                    try Task.checkCancellation()
                }
            }.value
        }
        #expect(try Data(contentsOf: folder.appending(path: "screenshot.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let failure = try String(contentsOf: folder.appending(path: "failure.txt"), encoding: .utf8)
        #expect(failure.hasPrefix("the test was cancelled (its time limit passed?): "))
    }

    @Test("A failed setup leaves a bundle saying what failed")
    func failedSetup() async throws {
        let folder = Self.freshFolder("setup")
        // A service that exits at once, without saying where it listens
        let silent = FixtureService.launch(["--no-listening-line", "--exit"])
        await withKnownIssue {
            await UITest.launch(silent, label: "setup") { _ in Issue.record("the body must not run") }
        }
        let failure = try String(contentsOf: folder.appending(path: "failure.txt"), encoding: .utf8)
        #expect(failure.hasPrefix("UI test setup failed: uitestkit-fixture-service exited (status 0) before saying"))
        // No blank screenshot or empty page: the browser never showed one
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "screenshot.png").path()))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "page.html").path()))
        let notes = try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8)
        #expect(notes.contains("before the browser showed a page"))
    }

    @Test("A setup failure's headline says what failed, and its bundle holds what the service wrote")
    func failedSetupServiceLog() async throws {
        let folder = Self.freshFolder("setup-log")
        // A service that explains itself on stdout and stderr, then exits
        let failing = ServiceLaunch(
            name: "failing-service", executable: URL(filePath: "/bin/sh"),
            arguments: ["-c", "echo 'reading configuration'; echo 'SESSION_KEY is missing' >&2; exit 1"])
        await withKnownIssue {
            await UITest.launch(failing, label: "setup-log") { _ in Issue.record("the body must not run") }
        } matching: { issue in
            issue.error.map { "\($0)" }
                == "UI test setup failed: failing-service exited (status 1) before saying where it listens"
        }
        let log = try String(contentsOf: folder.appending(path: "service.log"), encoding: .utf8)
        #expect(log == "reading configuration\nSESSION_KEY is missing")
    }

    @Test("A test on a shared service that fails before its UI-test session starts still gets the service's log")
    func sharedSetupFailureServiceLog() async throws {
        let folder = Self.freshFolder("shared-setup")
        // Given a shared service without the control protocol: starting a UI-test session in it fails
        await withKnownIssue {
            await UITest.launch(sharing: FixtureService.launch(["--no-control"]), label: "shared-setup") { _ in
                Issue.record("the body must not run")
            }
        }
        // Then the bundle holds the service's log, and says why there are no calls
        let log = try String(contentsOf: folder.appending(path: "service.log"), encoding: .utf8)
        #expect(log.contains("listening"))
        let notes = try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8)
        #expect(notes.contains("before its UI-test session started"))
    }

    @Test("A launch's own extra file lands in the bundle; a service without /__uitest/calls gets a note, not a 404")
    func extraFileAndMissingCalls() async throws {
        let folder = Self.freshFolder("extras")
        let extras: [FailureBundle.Extra] = [
            .init("upstream-requests.txt") { Data("GET /3/movie/popular?page=1 -> 200\n".utf8) },
            .init("broken.txt") { throw UITestSetupError("planted collector failure") },
        ]
        await withKnownIssue {
            await UITest.launch(FixtureService.launch(["--no-control"]), label: "extras", bundleExtras: extras) { app in
                try await HomeRobot.open(in: app)
                #expect(Bool(false), "planted")
            }
        }
        let extra = try String(contentsOf: folder.appending(path: "upstream-requests.txt"), encoding: .utf8)
        #expect(extra == "GET /3/movie/popular?page=1 -> 200\n")
        let broken = try String(contentsOf: folder.appending(path: "broken.txt.unavailable.txt"), encoding: .utf8)
        #expect(broken.contains("planted collector failure"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "recorded-calls.json").path()))
        let notes = try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8)
        #expect(notes.contains("answers 404 to GET /__uitest/calls"))
    }

    @Test("A service that serves /__uitest/calls gets its calls in the bundle, and no note")
    func recordedCalls() async throws {
        let folder = Self.freshFolder("calls")
        await withKnownIssue {
            await UITest.launch(FixtureService.launch(), label: "calls") { _ in
                #expect(Bool(false), "planted")
            }
        }
        #expect(try Data(contentsOf: folder.appending(path: "recorded-calls.json")).starts(with: Data("{".utf8)))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "notes.txt").path()))
    }

    /// The bundle folder of the current test and `launch` (its label, and the screen a robot failed on), removed
    /// if an earlier run left it.
    private static func freshFolder(_ launch: String) -> URL {
        let folder = FailureBundle.folder(
            for: FailureBundle.testName(label: launch), in: UITestEnvironment.current.buildDirectory)
        try? FileManager.default.removeItem(at: folder)
        return folder
    }
}

/// The issue `failedExpectation` plants, taken out of the test's issues by its trait (outside UITest's own issue
/// handling, so after UITest added the bundle's folder) with its comments kept for the test to check.
private final class PlantedIssues: Sendable {
    static let shared = PlantedIssues()
    private let taken = Mutex<[String]>([])

    /// The comments of the planted issue, once taken.
    var comments: [String] { taken.withLock { $0 } }

    /// `nil` for the planted issue (its comments kept), any other issue unchanged.
    func take(_ issue: Issue) -> Issue? {
        let comments = issue.comments.map(\.rawValue)
        guard comments.first == "planted" else { return issue }
        taken.withLock { $0 = comments }
        return nil
    }
}
