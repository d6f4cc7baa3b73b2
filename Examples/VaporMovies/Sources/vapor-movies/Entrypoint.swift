import MarqueeKit
import Vapor
import VaporMovies

@main
enum Entrypoint {
    static func main() async throws {
        let marquee = MarqueeStart.orExit("vapor-movies")  // cannot start: one line on stderr, exit status 1
        var environment = try Environment.detect(arguments: marquee.hostArguments)
        try LoggingSystem.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        routes(app, movies: marquee.movies, characters: marquee.characters)
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
