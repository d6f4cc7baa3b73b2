import AppDependencies
import Testing
import UITestScenario

@Suite("MarqueeStart starts Marquee as a service does, or says in one line why it cannot")
struct MarqueeStartTests {
    @Test("under -uitest it starts on stubs, without a credential, and leaves the host its arguments")
    func startsOnStubs() throws {
        // Given
        let arguments = ["/srv/vapor-movies", "serve", "-uitest", "--port", "0"]

        // When
        let start = try MarqueeStart(arguments: arguments, environment: [:])

        // Then
        #expect(start.hostArguments == ["/srv/vapor-movies", "serve", "--port", "0"])
        #expect(start.dependencies.portBindings.allSatisfy { !$0.backing.isLive })
        #expect(start.dependencies.stubBanner != nil)
    }

    @Test("live with a credential it starts, every port live")
    func startsLive() throws {
        // Given
        let environment = ["TMDB_API_TOKEN": "sekrit-token-value"]

        // When
        let start = try MarqueeStart(arguments: ["app", "serve"], environment: environment)

        // Then
        #expect(start.dependencies.portBindings.allSatisfy { $0.backing.isLive })
        #expect(start.hostArguments == ["app", "serve"])
    }

    @Test("live without a credential the start fails, naming the variables to set")
    func noCredential() {
        // Given
        let environment: [String: String] = [:]

        // When
        let error = #expect(throws: MarqueeStartError.self) {
            try MarqueeStart(arguments: ["app", "serve"], environment: environment)
        }

        // Then
        #expect(error == .context(.missingTMDbCredential))
        #expect(error?.description.contains("TMDB_API_TOKEN") == true)
    }

    @Test("a misspelled switch fails the start before anything is wired")
    func misspelledSwitch() {
        // Given
        let arguments = ["app", "serve", "--uitest"]

        // When
        let error = #expect(throws: MarqueeStartError.self) {
            try MarqueeStart(arguments: arguments, environment: ["TMDB_API_TOKEN": "sekrit-token-value"])
        }

        // Then
        #expect(error == .launch(.misspelledUITestSwitch("--uitest")))
    }

    @Test("the line written on a failed start is one line, the service's name first, with no secret")
    func oneLine() throws {
        // Given
        let environment = ["TMDB_API_TOKEN": "sekrit value", "TMDB_API_KEY": "other-sekrit"]
        let error = try #require(throws: MarqueeStartError.self) {
            try MarqueeStart(arguments: ["app"], environment: environment)
        }

        // When
        let line = MarqueeStartError.line("vapor-movies", error.description + "\nsecond line")

        // Then
        #expect(line.hasPrefix("vapor-movies: both TMDB_API_TOKEN and TMDB_API_KEY are set"))
        #expect(!line.contains("\n"))
        #expect(!line.contains("sekrit"))
    }
}
