import MarqueeKit
import Vapor
import VaporMovies

@main
enum Entrypoint {
    static func main() async throws {
        #if UITesting
            // The service's own port joins Marquee's under -uitest.
            let marquee = MarqueeStart.orExit("vapor-movies", stubbing: [StubStaffPicks.self])
        #else
            let marquee = MarqueeStart.orExit("vapor-movies")  // cannot start: one line on stderr, exit status 1
        #endif
        var environment = try Environment.detect(arguments: marquee.hostArguments)
        try LoggingSystem.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        var picks: any StaffPicks = EnvironmentStaffPicks(environment: ProcessInfo.processInfo.environment)
        #if UITesting
            if let session = marquee.session {
                picks = CurrentStubStaffPicks(world: session.world)
                addUITestControl(UITestControl(world: session.world), to: app)
            }
        #endif
        routes(app, movies: marquee.movies, characters: marquee.characters, picks: picks)
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
