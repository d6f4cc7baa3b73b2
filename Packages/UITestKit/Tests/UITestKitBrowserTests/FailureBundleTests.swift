import Foundation
import Testing
import UITestKit

@Suite("A failure bundle on every failure, written while the browser is still up")
struct FailureBundleTests {
    @Test("A failed #expect in the body leaves a bundle: screenshot, page, service log")
    func failedExpectation() async throws {
        let folder = Self.freshFolder("expect")
        await withKnownIssue {
            await UITest.launch(FixtureService.launch(), label: "expect") { app in
                try await HomeRobot.open(in: app)
                #expect(Bool(false), "planted")
            }
        }
        let failure = try String(contentsOf: folder.appending(path: "failure.txt"), encoding: .utf8)
        #expect(failure.contains("planted"))
        #expect(try Data(contentsOf: folder.appending(path: "screenshot.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try String(contentsOf: folder.appending(path: "page.html"), encoding: .utf8).contains("home.screen"))
        #expect(try String(contentsOf: folder.appending(path: "service.log"), encoding: .utf8).contains("listening"))
    }

    @Test("A thrown robot failure leaves a bundle in a folder named after its screen")
    func thrownFailure() async throws {
        let folder = Self.freshFolder("thrown/home")
        await withKnownIssue {
            await UITest.launch(FixtureService.launch(), label: "thrown") { app in
                try await HomeRobot.open(in: app).checkAbsent(.title)
            }
        }
        let failure = try String(contentsOf: folder.appending(path: "failure.txt"), encoding: .utf8)
        #expect(failure.contains(#"home [data-testid="home.title"]"#))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "screenshot.png").path()))
    }

    @Test("A body cut short by cancellation (as a time limit does) still leaves a screenshot")
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
        #expect(failure.contains("UI test setup failed"))
        #expect(failure.contains("did not report where it listens"))
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
