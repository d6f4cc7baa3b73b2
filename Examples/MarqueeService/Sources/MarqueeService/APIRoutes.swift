import AppDependencies
import CharactersApplication
import CharactersDomain
import CompositionKit
import Foundation
import Hummingbird
import MarqueePresentation
import MoviesApplication
import MoviesComposition
import MoviesDomain

/// The JSON API under `/api/v1`: one route per use case, answering with `MarqueePresentation.JSONPresentation`
/// (the shapes `marquee --json` prints) or a ``Problem``.
struct APIRoutes: Sendable {
    /// The dependencies to serve each request from (fixed when live; the current stubs of a UI-test session).
    let dependencies: @Sendable () -> AppDependencies

    func add(to api: RouterGroup<BasicRequestContext>) {
        api.get("movies/popular") { request, context in try await popularMovies(request, context) }
        api.get("movies/search") { request, context in try await searchMovies(request, context) }
        api.get("movies/:id") { request, context in try await movie(request, context) }
        api.get("characters") { request, context in try await characters(request, context) }
        api.get("characters/:id") { request, context in try await character(request, context) }
        api.get("dependencies") { request, context in try dependencyReport(request, context) }
    }

    private func popularMovies(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let parameters = try RequestParameters(request, context: context, allowed: ["page"])
        let page = try Self.page(parameters.integer("page", default: 1), maximum: MoviePage.maximumPage)
        let useCase = try movies().makeFetchPopularMoviesUseCase()
        do {
            return .json(JSONPresentation.moviePage(try await useCase.execute(page: page)))
        } catch {
            throw Problem(error, from: .movies)
        }
    }

    private func searchMovies(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let parameters = try RequestParameters(request, context: context, allowed: ["query", "page"])
        guard let query = parameters.text("query") else { throw .invalidParameter("query", "query is required") }
        let searchQuery: SearchQuery
        do {
            searchQuery = try SearchQuery(query)
        } catch {
            throw Problem(error)
        }
        let page = try Self.page(parameters.integer("page", default: 1), maximum: MoviePage.maximumPage)
        let useCase = try movies().makeSearchMoviesUseCase()
        do {
            let result = try await useCase.execute(query: searchQuery, page: page)
            return .json(JSONPresentation.moviePage(result, query: searchQuery))
        } catch {
            throw Problem(error, from: .movies)
        }
    }

    private func movie(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let parameters = try RequestParameters(request, context: context, allowed: [])
        let id = try Self.id(parameters.pathInteger("id"))
        let useCase = try movies().makeFetchMovieDetailsUseCase()
        do {
            return .json(JSONPresentation.movieDetails(try await useCase.execute(movieID: id)))
        } catch {
            throw Problem(error)
        }
    }

    private func characters(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let parameters = try RequestParameters(
            request, context: context, allowed: ["page", "name", "status", "species", "type", "gender"])
        let page = try Self.page(parameters.integer("page", default: 1), maximum: nil)
        let status = try parameters.choice("status", as: CharacterStatus.self)
        let gender = try parameters.choice("gender", as: CharacterGender.self)
        func text(_ name: String) throws(Problem) -> FilterText? {
            guard let text = parameters.text(name) else { return nil }
            do {
                return try FilterText(text)
            } catch {
                switch error {
                case .tooLong(let maximumLength):
                    throw .invalidParameter(name, "\(name) must be at most \(maximumLength) characters")
                }
            }
        }
        let filter = CharacterFilter(
            name: try text("name"), status: status, species: try text("species"), type: try text("type"),
            gender: gender)
        let useCase = dependencies().characters.makeFetchCharactersUseCase()
        do {
            return .json(JSONPresentation.characterPage(try await useCase.execute(page: page, filter: filter)))
        } catch {
            throw Problem(error)
        }
    }

    private func character(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let parameters = try RequestParameters(request, context: context, allowed: [])
        let id = try Self.id(parameters.pathInteger("id"))
        let useCase = dependencies().characters.makeFetchCharacterDetailsUseCase()
        do {
            return .json(JSONPresentation.characterDetails(try await useCase.execute(characterID: id)))
        } catch {
            throw Problem(error)
        }
    }

    private func dependencyReport(_ request: Request, _ context: BasicRequestContext) throws(Problem) -> Response {
        _ = try RequestParameters(request, context: context, allowed: [])
        return .json(JSONPresentation.dependencies(dependencies().portBindings))
    }

    /// The Movies context, or a 503 naming the credential variables when it has no usable credential.
    private func movies() throws(Problem) -> MoviesApplicationFactory {
        do {
            return try dependencies().movies
        } catch {
            throw Problem(error)
        }
    }

    /// `value` as a page number, from 1 through `maximum` when the service has a last page.
    private static func page(_ value: Int, maximum: Int?) throws(Problem) -> PageNumber {
        do {
            return try PageNumber(value, maximum: maximum ?? .max)
        } catch {
            throw .page(error, maximum: maximum)
        }
    }

    /// `value` as an id.
    private static func id(_ value: Int) throws(Problem) -> EntityID {
        do {
            return try EntityID(value)
        } catch {
            throw .id(error)
        }
    }
}
