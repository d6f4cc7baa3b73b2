import Foundation

/// The line that says where the service listens, in the shape UI-test launchers read (UITestKit's
/// `ServiceLaunch`):
/// `{"message":"listening","mode":"uitest","port":41234,"scenario":"happyPath","url":"http://127.0.0.1:41234"}`
/// (`"mode":"production"` and no scenario without `-uitest`).
struct ListeningLine: Encodable {
    let message = "listening"
    let url: String
    let port: Int
    let mode: String
    let scenario: String?

    init(options: LaunchOptions, port: Int) {
        let host = options.hostname.contains(":") ? "[\(options.hostname)]" : options.hostname
        url = "http://\(host):\(port)"
        self.port = port
        switch options.mode {
        case .production:
            mode = "production"
            scenario = nil
        #if UITesting
            case .uiTest(let launch):
                mode = "uitest"
                scenario = launch.name
        #endif
        }
    }

    /// The line, without its newline.
    var json: String {
        String(decoding: (try? JSONEncoder.sorted.encode(self)) ?? Data(), as: UTF8.self)
    }
}
