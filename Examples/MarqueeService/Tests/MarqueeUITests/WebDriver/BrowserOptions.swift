/// How the browser of one session starts: headless Chromium, with its own profile when the browser runs on this
/// machine.
struct BrowserOptions: Sendable, Hashable {
    /// The Chromium binary, when chromedriver should not look for it itself.
    var binary: String?
    /// A fresh, empty profile directory for this session only; `nil` lets chromedriver make its own temporary one
    /// (what a remote endpoint does, whose file system the tests cannot see).
    var userDataDirectory: String?
    /// The window size, so that screenshots and layout are the same on every run.
    /// Whether the browser may resolve only loopback names: the stub data's image URLs point at the internet,
    /// and no test talks to the internet (images show their alt text instead).
    var loopbackOnly = false
    var windowWidth = 1280
    var windowHeight = 900

    /// The command-line switches: headless, and what Chromium needs as root in a container.
    var arguments: [String] {
        var arguments = [
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            "--window-size=\(windowWidth),\(windowHeight)", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--lang=en-US",
        ]
        if let userDataDirectory { arguments.append("--user-data-dir=\(userDataDirectory)") }
        if loopbackOnly { arguments.append("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1") }
        return arguments
    }
}
