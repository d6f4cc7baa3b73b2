/// How the browser of one session starts: headless Chromium. No `--user-data-dir`: chromedriver (local or on a
/// grid) gives every session a fresh temporary profile of its own and removes it when the session ends.
public struct BrowserOptions: Sendable, Hashable {
    /// The size of the page's viewport in CSS pixels (`window.innerWidth` × `innerHeight`).
    public struct Viewport: Sendable, Hashable, CustomStringConvertible {
        /// The width in CSS pixels.
        public let width: Int
        /// The height in CSS pixels.
        public let height: Int

        /// A viewport of `width` × `height` CSS pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// A desktop browser window: what every test gets unless it asks for another.
        public static let desktop = Viewport(width: 1280, height: 900)
        /// A small phone's width, where long text must wrap rather than make the page scroll sideways.
        public static let narrow = Viewport(width: 360, height: 900)

        /// `1280x900`.
        public var description: String { "\(width)x\(height)" }
    }

    /// Headless Chromium makes no window narrower than this: the window of a narrower viewport is this wide, and the
    /// page's viewport is emulated (``emulatedViewport``) at the width asked.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public static let narrowestWindow = 500

    /// The binary, when chromedriver should not look for it itself.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public var binary: String?
    /// The one host name the browser may resolve (the service's): the stub data's image URLs point at the
    /// internet, and no test talks to the internet (images show their alt text instead).
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public var onlyHost: String?
    /// The viewport, so that screenshots and layout are the same on every run.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public var viewport = Viewport.desktop

    /// Options for `binary` (`nil`: the endpoint's own Chromium), resolving only `onlyHost`, with `viewport`.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public init(binary: String? = nil, onlyHost: String? = nil, viewport: Viewport = .desktop) {
        self.binary = binary
        self.onlyHost = onlyHost
        self.viewport = viewport
    }

    /// The command-line switches: headless, and what Chromium needs as root in a container.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public var arguments: [String] {
        let window = "\(max(viewport.width, Self.narrowestWindow)),\(viewport.height)"
        var arguments = [
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            "--window-size=\(window)", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--lang=en-US",
            // Screenshots are the same pixels every run: scale 1, and an invalidated tile rastered whole (a partial
            // raster antialiased a rounded corner at its edge otherwise than the full one did, 8 px a page).
            "--force-device-scale-factor=1", "--disable-partial-raster",
        ]
        if let onlyHost { arguments.append("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE \(onlyHost)") }
        return arguments
    }

    /// The viewport chromedriver emulates (`mobileEmulation` device metrics): every viewport, so that the page's is
    /// exactly ``viewport``. A headless window's own page is shorter than the window by the browser's frame (757
    /// CSS pixels in a 1280 × 900 window), and no window is narrower than ``narrowestWindow``. The emulation is of a
    /// desktop page, not a mobile one (a mobile browser widens the layout to fit a page that is too wide, and so would
    /// hide the very overflow a narrow test looks for). Never `nil`; optional for the callers written when a window
    /// wide enough was not emulated.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: name a BrowserOptions.Viewport")
    public var emulatedViewport: Viewport? {
        viewport
    }
}
