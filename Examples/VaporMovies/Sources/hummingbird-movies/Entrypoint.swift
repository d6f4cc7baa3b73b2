import HTTPMapping
import Hummingbird
import MarqueeKit

@main
enum Entrypoint {
    static func main() async throws {
        let marquee = MarqueeStart.orExit("hummingbird-movies")  // cannot start: one line on stderr, exit status 1
        let popular = marquee.movies.makeFetchPopularMoviesUseCase()
        let router = Router()
        router.get("api/movies") { request, _ -> Response in
            let page: PageNumber
            do throws(InputError) {
                page = try InputValues(formQuery: request.uri.query ?? "").moviePage()
            } catch {
                throw HTTPError(.badRequest, message: error.message)
            }
            do throws(MovieListError) {
                let movies = try await popular.execute(page: page)
                return Response(
                    status: .ok, headers: [.contentType: "application/json"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONPresentation.moviePageUTF8(movies))))
            } catch {
                throw HTTPError(.init(code: ErrorStatus.code(for: error)))
            }
        }
        // Read your own options from marquee.hostArguments: the command line without Marquee's switches.
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
        try await app.runService()
    }
}
