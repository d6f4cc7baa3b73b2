import HTTPMapping
import MarqueeKit
import Vapor

/// Two pages and their JSON, each answer from one of Marquee's use cases: `/movies?page=N`, `/characters/{id}`,
/// `/api/movies?page=N`, `/api/characters/{id}`; and `/picks`, from the service's own port, `picks`. Bad input is a
/// 400 with ``InputError``'s message; a use case's failure is the status ``ErrorStatus`` gives it, the picks' a 503.
public func routes(
    _ app: Application, movies: MoviesApplicationFactory, characters: CharactersApplicationFactory,
    picks: any StaffPicks
) {
    app.get("picks") { _ async throws in
        do throws(StaffPicksError) {
            return try await Page.picks(picks.picks()).response
        } catch {
            throw Abort(.serviceUnavailable)
        }
    }
    let popular = movies.makeFetchPopularMoviesUseCase()
    let character = characters.makeFetchCharacterDetailsUseCase()

    app.get("movies") { request async throws in
        let page = try moviePage(request)
        do throws(MovieListError) {
            return try await Page.movies(popular.execute(page: page)).response
        } catch {
            throw Abort(HTTPStatus(statusCode: ErrorStatus.code(for: error)))
        }
    }
    app.get("characters", ":id") { request async throws in
        let id = try characterID(request)
        do throws(FetchCharacterDetailsError) {
            return try await Page.character(character.execute(characterID: id)).response
        } catch {
            throw Abort(HTTPStatus(statusCode: ErrorStatus.code(for: error)))
        }
    }
    app.get("api", "movies") { request async throws in
        let page = try moviePage(request)
        do throws(MovieListError) {
            return try await json(JSONPresentation.moviePageUTF8(popular.execute(page: page)))
        } catch {
            throw Abort(HTTPStatus(statusCode: ErrorStatus.code(for: error)))
        }
    }
    app.get("api", "characters", ":id") { request async throws in
        let id = try characterID(request)
        do throws(FetchCharacterDetailsError) {
            return try await json(JSONPresentation.characterDetails(character.execute(characterID: id)).renderedUTF8())
        } catch {
            throw Abort(HTTPStatus(statusCode: ErrorStatus.code(for: error)))
        }
    }
}

/// `?page=N`, read as every Marquee host reads it (1 when absent, 1 through 500).
func moviePage(_ request: Request) throws -> PageNumber {
    do {
        return try InputValues(formQuery: request.url.query ?? "").moviePage()
    } catch {
        throw Abort(.badRequest, reason: error.message)
    }
}

/// The `{id}` of the path, read as every Marquee host reads a character id.
func characterID(_ request: Request) throws -> EntityID {
    do {
        return try InputValues.characterID(request.parameters.get("id") ?? "")
    } catch {
        throw Abort(.badRequest, reason: error.message)
    }
}

/// A JSON answer.
func json(_ bytes: [UInt8]) -> Response {
    Response(
        status: .ok, headers: ["Content-Type": "application/json; charset=utf-8"], body: .init(data: Data(bytes)))
}
