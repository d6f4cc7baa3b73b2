import Foundation
import Testing

/// The pieces of a screenshot expectation (``UITestApp/checkScreenshot(_:maximumDifferingPixels:baselines:environment:sourceLocation:)``,
/// whose comment says how it records, compares and updates): where a baseline is, and the scripts that make the page
/// still and compare two PNGs in the browser.
enum ScreenshotCheck {
    /// The folder of baselines beside a test's source file.
    static let folderName = "__Screenshots__"

    /// The baseline of `name` in `folder` (by default ``folderName`` beside the test file at `filePath`), in
    /// `browser` at `viewport`.
    static func baseline(
        of name: String, in folder: URL?, filePath: String, browser: String, viewport: BrowserOptions.Viewport
    ) -> URL {
        (folder ?? URL(filePath: filePath).deletingLastPathComponent().appending(path: folderName))
            .appending(path: "\(name).\(browser).\(viewport).png")
    }

    /// Whether `name` can name a file everywhere: letters, digits, `-`, `_` and `.`, not starting with `.`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    /// What the browser reports once the page is still.
    struct Stillness: Decodable {
        /// `chromium-131`: the browser and its major version.
        let browser: String
    }

    /// How two PNGs differ, as the browser counts it.
    struct Difference: Decodable {
        let expectedWidth: Int
        let expectedHeight: Int
        let actualWidth: Int
        let actualHeight: Int
        /// Pixels that differ in any channel, counting every pixel outside the smaller image.
        let differing: Int
        /// A PNG, base64: the actual image faded, each differing pixel red.
        let difference: String

        var sameSize: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }
    }

    // Makes the page still (see the type's comment) and names the browser. The rules are a constructed style sheet:
    // a page's Content-Security-Policy (`style-src 'self'`) refuses a <style> element added to it, not this.
    static let stillScript = """
        var done = arguments[arguments.length - 1];
        if (!window.__uiTestKitStill) {
          window.__uiTestKitStill = new CSSStyleSheet();
          window.__uiTestKitStill.replaceSync('*, *::before, *::after { animation: none !important; '
            + 'transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }');
          document.adoptedStyleSheets = document.adoptedStyleSheets.concat([window.__uiTestKitStill]);
        }
        if (document.activeElement && document.activeElement.blur) { document.activeElement.blur(); }
        window.scrollTo(0, 0);
        var images = Array.from(document.images).map(function (image) {
          return image.decode ? image.decode().catch(function () {}) : Promise.resolve();
        });
        Promise.all([document.fonts.ready].concat(images)).then(function () {
          requestAnimationFrame(function () { requestAnimationFrame(function () {
            var version = (navigator.userAgent.match(/Chrom(?:e|ium)\\/(\\d+)/) || [])[1] || 'unknown';
            done({ browser: 'chromium-' + version });
          }); });
        });
        """

    // Decodes two base64 PNGs (createImageBitmap reads bytes, so the page's Content-Security-Policy does not
    // apply), counts the differing pixels and draws the difference.
    static let differenceScript = """
        var done = arguments[arguments.length - 1];
        function bitmap(base64) {
          var text = atob(base64), bytes = new Uint8Array(text.length);
          for (var i = 0; i < text.length; i++) { bytes[i] = text.charCodeAt(i); }
          return createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        }
        Promise.all([bitmap(arguments[0]), bitmap(arguments[1])]).then(function (images) {
          var expected = images[0], actual = images[1];
          var width = Math.max(expected.width, actual.width), height = Math.max(expected.height, actual.height);
          function pixels(image) {
            var canvas = document.createElement('canvas');
            canvas.width = width; canvas.height = height;
            var context = canvas.getContext('2d', { willReadFrequently: true });
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, width, height).data;
          }
          var a = pixels(expected), b = pixels(actual), differing = 0;
          var canvas = document.createElement('canvas');
          canvas.width = width; canvas.height = height;
          var context = canvas.getContext('2d'), difference = context.createImageData(width, height), d = difference.data;
          for (var i = 0; i < a.length; i += 4) {
            if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) {
              differing++;
              d[i] = 255; d[i + 1] = 0; d[i + 2] = 0; d[i + 3] = 255;
            } else {
              var grey = 255 - (255 - (b[i] + b[i + 1] + b[i + 2]) / 3) / 4;
              d[i] = grey; d[i + 1] = grey; d[i + 2] = grey; d[i + 3] = 255;
            }
          }
          context.putImageData(difference, 0, 0);
          done({ expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width,
                 actualHeight: actual.height, differing: differing,
                 difference: canvas.toDataURL('image/png').split(',')[1] });
        }, function (error) { done({ error: String(error) }); });
        """
}

extension UITestApp {
    /// Checks the page shown now against its screenshot baseline `name`: a PNG kept in the repository, named by the
    /// state, the browser and the viewport (`gallery-movie-empty.chromium-156.360x900.png`), in `baselines`, by
    /// default `__Screenshots__` beside the test's source file.
    ///
    /// - A missing baseline is recorded (the test passes, and says so on a `ui-test-screenshot recorded` line): the
    ///   first run records, and a reviewer sees the new PNG in the change.
    /// - Equal bytes pass. Otherwise the browser decodes both PNGs and counts the pixels that differ (any channel);
    ///   more than `maximumDifferingPixels` (none unless given: rendering is made deterministic rather than
    ///   tolerated) is a ``RobotFailure`` whose failure bundle holds `<name>.expected.png`, `.actual.png` and
    ///   `.difference.png` (the page faded, each differing pixel red), and whose message says how many differ.
    /// - With `UI_TEST_UPDATE_SCREENSHOTS=1` (`UITestEnvironment.updatesScreenshots`) the page is written over every
    ///   baseline whose pixels differ (only those: a PNG with the same pixels in other bytes is left), and it passes.
    ///
    /// Before the shot the page is made still: animations, transitions and the caret off (a constructed style sheet,
    /// which a page's `style-src 'self'` allows), focus taken away, scrolled to the top, its fonts loaded and every
    /// image decoded. The browser's scale is 1 and it rasters whole tiles (`BrowserOptions.arguments`), its
    /// viewport is fixed, and the pages should name fonts the machine has (`Scripts/prepare-ui-tests` installs
    /// DejaVu). The shot is the viewport: what a person sees first.
    public func checkScreenshot(
        _ name: String, maximumDifferingPixels: Int = 0, baselines: URL? = nil,
        environment: UITestEnvironment = .current, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        // No browser, no pixels: the run said so in its one line (BrowserOnlyChecks.announceHTMLRun).
        guard driver.kind == .chromium else { return }
        func failure(_ message: String) -> RobotFailure {
            RobotFailure(screen: "screenshot", testID: name, message: message, sourceLocation: sourceLocation)
        }
        guard ScreenshotCheck.isValidName(name) else {
            throw failure("a screenshot's name is letters, digits, -, _ and . (it names a file)")
        }
        let still = try await session.executeAsync(ScreenshotCheck.stillScript, as: ScreenshotCheck.Stillness.self)
        let actual = try await session.screenshot()
        let baseline = ScreenshotCheck.baseline(
            of: name, in: baselines, filePath: sourceLocation.filePath, browser: still.browser, viewport: viewport)
        let shown = baseline.path(percentEncoded: false)
        guard let expected = try? Data(contentsOf: baseline) else {
            try Self.write(actual, to: baseline)
            print("ui-test-screenshot recorded \(shown)")
            return
        }
        if expected == actual { return }
        let difference = try await session.executeAsync(
            ScreenshotCheck.differenceScript,
            arguments: [expected.base64EncodedString(), actual.base64EncodedString()],
            as: ScreenshotCheck.Difference.self)
        if difference.sameSize, difference.differing <= maximumDifferingPixels { return }
        if environment.updatesScreenshots {
            try Self.write(actual, to: baseline)
            print("ui-test-screenshot updated \(shown)")
            return
        }
        keepForFailureBundle("\(name).expected.png", expected)
        keepForFailureBundle("\(name).actual.png", actual)
        keepForFailureBundle("\(name).difference.png", Data(base64Encoded: difference.difference) ?? Data())
        let sizes =
            difference.sameSize
            ? "\(difference.actualWidth)x\(difference.actualHeight)"
            : "the baseline is \(difference.expectedWidth)x\(difference.expectedHeight), the page "
                + "\(difference.actualWidth)x\(difference.actualHeight)"
        throw failure(
            "\(difference.differing) pixels differ from the baseline (\(sizes); at most \(maximumDifferingPixels) "
                + "may): \(shown). The failure bundle holds \(name).expected.png, .actual.png and .difference.png; "
                + "UI_TEST_UPDATE_SCREENSHOTS=1 accepts the page as it is now")
    }

    private static func write(_ png: Data, to baseline: URL) throws {
        try FileManager.default.createDirectory(
            at: baseline.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: baseline, options: .atomic)
    }
}

extension Robot {
    /// Checks this screen as the browser shows it against its screenshot baseline `name`
    /// (``UITestApp/checkScreenshot(_:maximumDifferingPixels:baselines:environment:sourceLocation:)``).
    @discardableResult
    public func checkScreenshot(
        _ name: String, maximumDifferingPixels: Int = 0, baselines: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.checkScreenshot(
            name, maximumDifferingPixels: maximumDifferingPixels, baselines: baselines, sourceLocation: sourceLocation)
        return self
    }
}
