import Foundation
import StubHTTPServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tiny service UITestKit's own tests launch: a few static pages with `data-testid`s (one with a planted
/// accessibility violation) and a fake `/__uitest/` control protocol, on loopback port 0. It prints the kit's
/// default listening line, `{"message":"listening","port":"N"}`, and exits 0 on SIGTERM.
///
/// Arguments: `--port 0` (any other port too); `--no-listening-line` prints nothing and `--exit` exits at once, for
/// the launcher's failures; `--no-control` answers 404 to every `/__uitest/` route, as a service run live does.
@main
enum FixtureService {
    static func main() throws {
        let arguments = CommandLine.arguments
        let port =
            arguments.firstIndex(of: "--port").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
            .flatMap(UInt16.init) ?? 0
        // A process started from a test process may inherit a mask that blocks SIGTERM: unblock it, then exit 0 on it.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        signal(SIGTERM) { _ in _exit(0) }

        let server = try StubHTTPServer.start(port: port)
        let control = FakeControl()
        let servesControl = !arguments.contains("--no-control")
        server.registerCatchAll(
            .handler { request in
                servesControl || !request.path.hasPrefix("/__uitest/") ? control.answer(request) : .status(404)
            })
        if !arguments.contains("--no-listening-line") {
            // Unbuffered: the line is out before anything else happens.
            let line = #"{"level":"info","message":"listening","port":"\#(server.port)"}"# + "\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        if arguments.contains("--exit") { exit(0) }
        while true { pause() }
    }
}
