import Testing
import UITestScenario

@testable import Bookshelf

@Suite("The launch options: the stub switch and the address")
struct LaunchOptionsTests {
    @Test("Without -uitest it serves the book file from the flag, else from BOOKSHELF_BOOKS_FILE")
    func production() throws {
        let fromFlag = try LaunchOptions(
            arguments: ["--books-file", "/a.json"], environment: ["BOOKSHELF_BOOKS_FILE": "/b.json"])
        let fromEnvironment = try LaunchOptions(arguments: [], environment: ["BOOKSHELF_BOOKS_FILE": "/b.json"])

        #expect(fromFlag.mode == .production(booksFile: "/a.json"))
        #expect(fromEnvironment.mode == .production(booksFile: "/b.json"))
        #expect(fromFlag.hostname == "127.0.0.1")
        #expect(fromFlag.port == 8080)
    }

    @Test("-uitest serves stubs, happyPath unless -uitest-scenario names another, even with a book file set")
    func uiTest() throws {
        let plain = try LaunchOptions(arguments: ["-uitest"], environment: ["BOOKSHELF_BOOKS_FILE": "/b.json"])
        let named = try LaunchOptions(
            arguments: ["-uitest", "-uitest-scenario", "serverError", "--port", "0", "--hostname", "::1"],
            environment: [:])
        let inline = try LaunchOptions(
            arguments: ["-uitest-scenario", #"{"version": 2, "catalogue": "none"}"#, "-uitest"], environment: [:])

        #expect(plain.mode == .uiTest(.happyPath))
        #expect(named.mode == .uiTest(.serverError))
        #expect(named.port == 0)
        #expect(named.hostname == "::1")
        #expect(inline.mode == .uiTest(Scenario.happyPath.serving(catalogue: .none)))
    }

    @Test(
        "Bad arguments are one clear line each",
        arguments: [
            ([], "no books to serve: pass --books-file PATH, set BOOKSHELF_BOOKS_FILE, or pass -uitest"),
            (["-uitest", "--port"], "--port needs a value"),
            (["-uitest", "--port", "65536"], "--port 65536: expected a port from 0 to 65535"),
            (["-uitest", "--port", "http"], "--port http: expected a port from 0 to 65535"),
            (["-uitest", "--verbose"], "unknown argument --verbose (see --help)"),
            (["-uitests"], "'-uitests' is not the stub switch; write -uitest exactly (one dash, lower case, no value)"),
            (["--uitest"], "'--uitest' is not the stub switch; write -uitest exactly (one dash, lower case, no value)"),
            (["-uitest-scenario", "empty"], "-uitest-scenario needs -uitest"),
            (["-uitest", "-uitest-scenario", "happy"], "-uitest-scenario: unknown scenario \"happy\""),
            (
                [
                    "-uitest", "-uitest-scenario",
                    #"{"version": 2, "ports": {"BookSource": {"methods": {"lend": "empty"}}}}"#,
                ],
                "-uitest-scenario: unknown method \"lend\""
            ),
            (
                ["-uitest", "-uitest-scenario", #"{"version": 2, "data": {"books": [{"id": 1, "title": 5}]}}"#],
                "-uitest-scenario: data.books[0].title: expected a String value, found 5"
            ),
        ])
    func refused(arguments: [String], message: String) {
        #expect {
            try LaunchOptions(arguments: arguments, environment: [:])
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("The executable exits with status 2 on a usage error, before binding anything")
    func usageErrorExitStatus() async {
        let status = await BookshelfService.run(arguments: ["-uitest", "--port", "-1"], environment: [:])

        #expect(status == 2)
    }
}
