import Foundation
import Hummingbird
import MarqueeKit

/// The JSON API under `/api/v1`: one route per use case, answering with `MarqueePresentation.JSONPresentation`
/// (the shapes `marquee --json` prints) or a ``Problem``.
struct APIRoutes: Sendable {
    /// The dependencies to serve each request from (fixed when live; the current stubs of a UI-test session).
    let dependencies: @Sendable () -> AppDependencies
    /// The keys of the visitors' cookies (``VisitorKeys``); `nil` when ratings are not configured.
    var visitorKeys: VisitorKeys?
    /// The visitors' watchlists, for each request; `nil` when the service has none (``WatchlistWiring``).
    var watchlist: @Sendable () -> (any Watchlist)? = { nil }

    func add(to api: RouterGroup<BasicRequestContext>) {
        api.get("movies/popular") { request, context in try await popularMovies(request, context) }
        api.get("movies/search") { request, context in try await searchMovies(request, context) }
        api.get("movies/:id") { request, context in try await movie(request, context) }
        api.get("characters") { request, context in try await characters(request, context) }
        api.get("characters/:id") { request, context in try await character(request, context) }
        api.get("dependencies") { request, context in try dependencyReport(request, context) }
        addRatings(to: api)
        addWatchlist(to: api)
    }

    private func popularMovies(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let page = try Problem.reading(InputValues(request, allowed: ["page"]).moviePage)
        let useCase = try movies().makeFetchPopularMoviesUseCase()
        do {
            return .json(utf8: JSONPresentation.moviePageUTF8(try await useCase.execute(page: page), pretty: false))
        } catch {
            throw Problem(error)
        }
    }

    private func searchMovies(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let input = try InputValues(request, allowed: ["query", "page"])
        let searchQuery = try Problem.reading(input.searchQuery)
        let page = try Problem.reading(input.moviePage)
        let useCase = try movies().makeSearchMoviesUseCase()
        do {
            let result = try await useCase.execute(query: searchQuery, page: page)
            return .json(utf8: JSONPresentation.moviePageUTF8(result, query: searchQuery, pretty: false))
        } catch {
            throw Problem(error)
        }
    }

    private func movie(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        let text = InputValues.pathID(context)
        let id = try Problem.reading { () throws(InputError) in try InputValues.movieID(text) }
        let useCase = try movies().makeFetchMovieDetailsUseCase()
        do {
            return .json(utf8: JSONPresentation.movieDetailsUTF8(try await useCase.execute(movieID: id), pretty: false))
        } catch {
            throw Problem(error)
        }
    }

    private func characters(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let input = try InputValues(request, allowed: Set(["page"] + InputValues.characterFilterNames))
        let page = try Problem.reading(input.page)
        let filter = try Problem.reading(input.characterFilter)
        let useCase = dependencies().characters.makeFetchCharactersUseCase()
        do {
            return .json(JSONPresentation.characterPage(try await useCase.execute(page: page, filter: filter)))
        } catch {
            throw Problem(error)
        }
    }

    private func character(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        let text = InputValues.pathID(context)
        let id = try Problem.reading { () throws(InputError) in try InputValues.characterID(text) }
        let useCase = dependencies().characters.makeFetchCharacterDetailsUseCase()
        do {
            return .json(JSONPresentation.characterDetails(try await useCase.execute(characterID: id)))
        } catch {
            throw Problem(error)
        }
    }

    private func dependencyReport(_ request: Request, _ context: BasicRequestContext) throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        return .json(JSONPresentation.dependencies(dependencies().portBindings))
    }

    /// The Movies context, or a 503 naming the credential variables when it has no usable credential.
    func movies() throws(Problem) -> MoviesApplicationFactory {
        do {
            return try dependencies().movies
        } catch {
            throw Problem(error)
        }
    }
}
