/// How the browser of one session starts: headless Chromium. No `--user-data-dir`: chromedriver (local or on a
/// grid) gives every session a fresh temporary profile of its own and removes it when the session ends.
struct BrowserOptions: Sendable, Hashable {
    /// The Chromium binary, when chromedriver should not look for it itself.
    var binary: String?
    /// The one host name the browser may resolve (the service's): the stub data's image URLs point at the
    /// internet, and no test talks to the internet (images show their alt text instead).
    var onlyHost: String?
    /// The window size, so that screenshots and layout are the same on every run.
    var windowWidth = 1280
    var windowHeight = 900

    /// The command-line switches: headless, and what Chromium needs as root in a container.
    var arguments: [String] {
        var arguments = [
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            "--window-size=\(windowWidth),\(windowHeight)", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--lang=en-US",
        ]
        if let onlyHost { arguments.append("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE \(onlyHost)") }
        return arguments
    }
}
