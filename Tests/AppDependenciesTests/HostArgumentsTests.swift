import AppDependencies
import Testing

@Suite("LaunchConfiguration hands the host framework its own command line, Marquee's switches taken out")
struct HostArgumentsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let arguments: [String]
        let host: [String]
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "no arguments: the program path alone", arguments: ["/srv/app"], host: ["/srv/app"]),
        Case(
            label: "Vapor's subcommand and options, with -uitest and a scenario among them",
            arguments: [
                "/srv/app", "serve", "-uitest", "--hostname", "127.0.0.1", "-uitest-scenario", "empty", "--port", "0",
            ],
            host: ["/srv/app", "serve", "--hostname", "127.0.0.1", "--port", "0"]),
        Case(
            label: "after --, a switch is the host's", arguments: ["app", "serve", "--", "-uitest"],
            host: ["app", "serve", "--", "-uitest"]),
        Case(label: "an empty argument list has an empty program path", arguments: [], host: [""]),
    ]

    @Test("the host's arguments are the program path and the arguments left", arguments: cases)
    func hostArguments(_ launch: Case) throws {
        // Given
        let arguments = launch.arguments

        // When
        let configuration = try LaunchConfiguration(arguments: arguments, environment: [:])

        // Then
        #expect(configuration.hostArguments == launch.host)
        #expect(Array(configuration.hostArguments.dropFirst()) == configuration.remainingArguments)
    }
}
