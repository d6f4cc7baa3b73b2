import Testing
import UITestKit

/// Every state of the gallery of page states (`GalleryStates`), shot in the browser and compared with its baseline
/// PNG in `__Screenshots__`, at desktop width and at a small phone's: what a person sees, checked.
@Suite(
    "Every page state looks as its reviewed screenshot does, at desktop width and at 360 px",
    .notOnReplay("the gallery is part of -uitest's control, which only the stub backend serves"),
    .uiTestShard)
struct GalleryScreenshotUITests {
    @Test("each state in the gallery matches its screenshot", arguments: [BrowserOptions.Viewport.desktop, .narrow])
    func everyState(viewport: BrowserOptions.Viewport) async {
        await UITest.launch(.happyPath, viewport: viewport) { app in
            // Given the states of the test sources, put in this test's session
            try await app.stubs.putGallery(GalleryStates.all)

            // When the gallery is walked, every state shot
            let links = try await app.checkGalleryScreenshots()

            // Then it listed every state, in order (each that differs from its baseline is an issue of its own)
            #expect(links.map(\.key) == GalleryStates.all.map(\.key))
        }
    }
}
