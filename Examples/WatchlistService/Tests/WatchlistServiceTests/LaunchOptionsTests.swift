import Foundation
import HummingbirdTesting
import Synchronization
import Testing

@testable import WatchlistService

@Suite("The command line and the listening line")
struct LaunchOptionsTests {
    @Test("Without arguments: 127.0.0.1:8081, the in-memory store")
    func defaults() throws {
        // Given no arguments
        // When they are read
        let options = try LaunchOptions(arguments: [])

        // Then the defaults
        #expect(options == LaunchOptions(hostname: "127.0.0.1", port: 8081, mode: .production))
    }

    @Test("--hostname and --port are taken, in any order with -uitest")
    func options() throws {
        // Given a full command line
        // When it is read
        let options = try LaunchOptions(arguments: ["--port", "0", "-uitest", "--hostname", "::1"])

        // Then each option is taken
        #expect(options.hostname == "::1")
        #expect(options.port == 0)
        #if UITesting
            #expect(options.mode == .uiTest(.happyPath))
        #endif
    }

    @Test(
        "Bad usage is refused with one line",
        arguments: [
            (["--port"], "--port needs a value"),
            (["--port", "70000"], "--port 70000: expected a port from 0 to 65535"),
            (["--port", "x"], "--port x: expected a port from 0 to 65535"),
            (["--hostname"], "--hostname needs a value"),
            (["--verbose"], "unknown argument --verbose (see --help)"),
        ])
    func badUsage(arguments: [String], message: String) {
        // Given arguments the service does not take
        // When they are read
        // Then the refusal is the one line the service prints after "watchlist-service: "
        #expect {
            try LaunchOptions(arguments: arguments)
        } throws: { error in
            "\(error)" == message
        }
    }

    #if UITesting
        @Test(
            "A near miss of the stub switch, or a scenario without it, is refused",
            arguments: [
                ["--uitest"], ["-uitest=1"], ["-uitest-scenario", "empty"], ["-uitest", "-uitest-scenario", "nope"],
            ])
        func stubSwitch(arguments: [String]) {
            // Given a misspelled switch or a scenario the store cannot serve
            // When the arguments are read
            // Then they are refused with one line
            #expect {
                try LaunchOptions(arguments: arguments)
            } throws: { error in
                !"\(error)".isEmpty && !"\(error)".contains("\n")
            }
        }
    #else
        @Test("A build without the UITesting trait refuses any argument naming uitest")
        func noStubs() {
            // Given a production build
            // When -uitest is asked for
            // Then it is refused, naming the argument
            #expect(throws: LaunchError.noStubs("-UITEST-scenario")) {
                try LaunchOptions(arguments: ["--port", "0", "-UITEST-scenario"])
            }
        }
    #endif

    @Test("Bound to port 0, it prints one JSON line with the port it got, the mode and the scenario")
    func listeningLine() async throws {
        // Given the service on port 0, its listening line captured
        let lines = Mutex<[String]>([])
        let options = try LaunchOptions(arguments: ["--port", "0"])
        let application = WatchlistServiceMain.buildApplication(options: options) { line in
            lines.withLock { $0.append(line.json) }
        }

        // When it runs live
        try await application.test(.live) { client in
            // Then the line names the port the client reaches it on, in Bookshelf's shape
            let line = try #require(lines.withLock { $0.first })
            let port = try #require(client.port)
            #expect(port != 0)
            #expect(
                line
                    == #"{"message":"listening","mode":"production","port":\#(port),"url":"http://127.0.0.1:\#(port)"}"#
            )
        }
    }

    #if UITesting
        @Test("Under -uitest the line says uitest and the scenario")
        func uiTestLine() throws {
            // Given -uitest with a scenario
            let options = try LaunchOptions(arguments: ["-uitest", "-uitest-scenario", "serverError", "--port", "0"])

            // When its line is written for a port
            let line = ListeningLine(options: options, port: 41_234).json

            // Then it is Bookshelf's shape
            #expect(
                line
                    == #"{"message":"listening","mode":"uitest","port":41234,"scenario":"serverError","url":"http://127.0.0.1:41234"}"#
            )
        }
    #endif
}
