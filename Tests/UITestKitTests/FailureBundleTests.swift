import Foundation
import MarqueeTestSupport
import Testing

@_spi(Plumbing) @testable import UITestKit

@Suite("Failure bundles a person reads first (no browser needed)")
struct FailureBundleTests {
    @Test("A setup failure's bundle holds the service's log and says why there is no screenshot")
    func setupFailure() async throws {
        // Given a build folder, and a service that wrote two lines before it failed to start
        let build = try TemporaryFolder()
        defer { build.remove() }

        // When the setup failure's bundle is written
        let folder = await FailureBundle.writeSetupFailure(
            service: nil, serviceLog: ["reading configuration", "MARQUEE_SESSION_KEY is missing"],
            testName: "Suite/test()", failure: "UI test setup failed: App exited (status 3)", buildDirectory: build.url,
            extras: [], sourceLocation: #_sourceLocation)

        // Then it holds what failed, the service's log and a note; no blank screenshot or empty page
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)).sorted()
        #expect(names == ["failure.txt", "notes.txt", "service.log"])
        let log = try String(contentsOf: folder.appending(path: "service.log"), encoding: .utf8)
        #expect(log == "reading configuration\nMARQUEE_SESSION_KEY is missing")
        let notes = try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8)
        #expect(notes.hasPrefix("no screenshot, page.html or console.log: the test failed while starting"))
    }

    @Test("The first bundle of a process empties what earlier runs left; later ones leave this run's bundles")
    func earlierRunsCleared() async throws {
        // Given a build folder holding a bundle an earlier run left
        let build = try TemporaryFolder()
        defer { build.remove() }
        let stale = FailureBundle.folder(for: "Earlier/stale()", in: build.url)
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: stale.appending(path: "failure.txt"))

        // When this process writes two bundles there
        let first = await FailureBundle.writeSetupFailure(
            service: nil, serviceLog: [], testName: "Now/first()", failure: "first", buildDirectory: build.url,
            extras: [], sourceLocation: #_sourceLocation)
        let second = await FailureBundle.writeSetupFailure(
            service: nil, serviceLog: [], testName: "Now/second()", failure: "second", buildDirectory: build.url,
            extras: [], sourceLocation: #_sourceLocation)

        // Then the earlier run's bundle is gone, and both of this run's are there
        let path = { (url: URL) in url.path(percentEncoded: false) }
        #expect(!FileManager.default.fileExists(atPath: path(stale)))
        #expect(FileManager.default.fileExists(atPath: path(first.appending(path: "failure.txt"))))
        #expect(FileManager.default.fileExists(atPath: path(second.appending(path: "failure.txt"))))
    }

    @Test("The browser's own favicon.ico request is noise the page did not cause; the page's own lines are not")
    func faviconNoise() {
        // Given the console lines of a page on a service that serves no icon
        let favicon = BrowserLogEntry(
            level: "SEVERE",
            message: "http://127.0.0.1:40123/favicon.ico - Failed to load resource: the server responded with a "
                + "status of 404 (Not Found)", timestamp: 1)
        let image = BrowserLogEntry(
            level: "SEVERE",
            message: "http://127.0.0.1:40123/poster.jpg - Failed to load resource: the server responded with a "
                + "status of 404 (Not Found)", timestamp: 2)
        let script = BrowserLogEntry(level: "SEVERE", message: "console-api 3:9 \"favicon.ico missing\"", timestamp: 3)

        // When each is asked whether the browser caused it
        // Then only the favicon request is
        #expect(favicon.isBrowsersOwnRequest)
        #expect(!image.isBrowsersOwnRequest)
        #expect(!script.isBrowsersOwnRequest)
    }
}
