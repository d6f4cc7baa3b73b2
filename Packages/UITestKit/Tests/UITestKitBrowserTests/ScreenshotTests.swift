import Foundation
import Testing
@_spi(Plumbing) import UITestKit

@Suite(
    "Screenshot expectations: a PNG baseline per state, browser and viewport; a gallery the kit walks",
    .browserOnly("screenshots"))
struct ScreenshotTests {
    @Test("The first check records the baseline, the same page matches it, a changed page fails counting its pixels")
    func recordMatchFail() async throws {
        // Given an empty folder of baselines
        let baselines = Self.freshFolder("record-match-fail")
        await UITest.launch(FixtureService.launch()) { app in
            let home = try await HomeRobot.open(in: app)

            // When the page is checked twice, then changed and checked again
            try await app.checkScreenshot("home", baselines: baselines)
            let recorded = try FileManager.default.contentsOfDirectory(atPath: baselines.path(percentEncoded: false))
            try await home.checkScreenshot("home-again", baselines: baselines)
            try await app.checkScreenshot("home", baselines: baselines)
            let caret: String = try await app.session.execute("return getComputedStyle(document.body).caretColor;")
            let _: Bool = try await app.session.execute(
                "document.querySelector('h1').textContent = 'Changed'; return true;")
            let failure = await #expect(throws: RobotFailure.self) {
                try await app.checkScreenshot("home", baselines: baselines)
            }

            // Then one baseline was recorded, named by state, browser and viewport, a PNG; the same page matched
            // it (twice: two shots of one page are the same bytes); the changed one failed, saying how many pixels
            let name = try #require(recorded.first)
            #expect(recorded.count == 1)
            #expect(name.hasPrefix("home.chromium-") && name.hasSuffix(".1280x900.png"), "\(name)")
            let png = try Data(contentsOf: baselines.appending(path: name))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let again = try Data(
                contentsOf: baselines.appending(path: name.replacingOccurrences(of: "home.", with: "home-again.")))
            #expect(again == png)
            let message = try #require(failure?.message)
            #expect(message.contains(" pixels differ from the baseline (1280x"), "\(message)")
            #expect(!message.hasPrefix("0 "))
            #expect(failure?.testID == "home")
            #expect(caret == "rgba(0, 0, 0, 0)", "the page was made still: no caret")
        }
    }

    @Test("A mismatch's failure bundle holds the expected, actual and difference images")
    func mismatchBundle() async throws {
        let baselines = Self.freshFolder("mismatch-bundle")
        let folder = FailureBundle.folder(
            for: FailureBundle.testName(label: "screenshot-mismatch") + "/screenshot",
            in: UITestEnvironment.current.buildDirectory)
        try? FileManager.default.removeItem(at: folder)
        await withKnownIssue {
            await UITest.launch(FixtureService.launch(), label: "screenshot-mismatch") { app in
                try await HomeRobot.open(in: app)
                try await app.checkScreenshot("home", baselines: baselines)
                let _: Bool = try await app.session.execute(
                    "document.querySelector('h1').style.color = 'rgb(200, 0, 0)'; return true;")
                try await app.checkScreenshot("home", baselines: baselines)
            }
        }
        for file in ["home.expected.png", "home.actual.png", "home.difference.png"] {
            let png = try Data(contentsOf: folder.appending(path: file))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file)")
        }
        let expected = try Data(contentsOf: folder.appending(path: "home.expected.png"))
        let actual = try Data(contentsOf: folder.appending(path: "home.actual.png"))
        #expect(expected != actual)
    }

    @Test(
        "The page's viewport and its screenshot are the size the test asked for, pixel for pixel",
        arguments: [BrowserOptions.Viewport.desktop, .narrow])
    func viewportSize(viewport: BrowserOptions.Viewport) async throws {
        await UITest.launch(FixtureService.launch(), viewport: viewport) { app in
            // Given a page in a browser asked for `viewport`
            try await HomeRobot.open(in: app)

            // When its size is read and its screenshot taken
            let size: [Int] = try await app.session.execute("return [window.innerWidth, window.innerHeight];")
            let png = try await app.session.screenshot()

            // Then both are the viewport (a headless window's own page is shorter than the window)
            #expect(size == [viewport.width, viewport.height])
            let header = [UInt8](png.prefix(24))
            try #require(header.count == 24)
            let shot = [16, 20].map { at in header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(shot == [viewport.width, viewport.height])
        }
    }

    @Test("With UI_TEST_UPDATE_SCREENSHOTS=1 a differing baseline is written over, and the check passes")
    func update() async throws {
        let baselines = Self.freshFolder("update")
        let updating = UITestEnvironment(variables: ["UI_TEST_UPDATE_SCREENSHOTS": "1"])
        await UITest.launch(FixtureService.launch()) { app in
            try await HomeRobot.open(in: app)
            try await app.checkScreenshot("home", baselines: baselines)
            let _: Bool = try await app.session.execute(
                "document.querySelector('h1').textContent = 'Changed'; return true;")

            // When
            try await app.checkScreenshot("home", baselines: baselines, environment: updating)

            // Then the changed page is the baseline now
            try await app.checkScreenshot("home", baselines: baselines)
        }
    }

    @Test("The kit puts a gallery's states, reads its links and opens each")
    func galleryWalk() async throws {
        await UITest.launch(FixtureService.launch()) { app in
            // Given
            try await app.stubs.putGallery([
                .path("Home page", "/", on: "launch"), .path("Next page", "/next", on: "x"),
            ])

            // When
            let links = try await app.galleryLinks()
            var titles: [String] = []
            for link in links {
                try await app.open(link)
                titles.append(try await app.session.execute("return document.title;"))
            }

            // Then
            #expect(links.map(\.key) == ["home-page", "next-page"])
            #expect(links.map(\.name) == ["Home page", "Next page"])
            #expect(titles == ["Home", "Next"])
            #expect(Gallery.State.path("Popular movies · empty", "/", on: "empty").key == "popular-movies-empty")
        }
    }

    /// An empty folder for this run's baselines, in the build folder.
    static func freshFolder(_ name: String) -> URL {
        let folder = UITestEnvironment.current.buildDirectory.appending(path: "screenshot-tests/\(name)")
        try? FileManager.default.removeItem(at: folder)
        return folder
    }
}
