import AppDependencies
import CharactersApplication
import CharactersDomain
import Foundation
import Hummingbird
import MoviesApplication
import MoviesComposition
import MoviesDomain

/// The HTML pages a person uses, server-rendered (no JavaScript needed): `/` popular movies, `/search`,
/// `/movies/{id}`, `/characters` with its filter form, `/characters/{id}`, and a not-found page (404) for
/// everything else that is not the JSON API.
///
/// Each page is complete when it is answered: the list, an empty state that says so, or an error state that says
/// what failed with a "Try again" link to the same address. Every element a UI test reads or taps has a
/// `data-testid` in the `screen.element` convention.
struct PageRoutes: Sendable {
    let templates: PageTemplates
    /// The dependencies to serve one request from (on stubs, the current scenario's).
    let dependencies: @Sendable () -> AppDependencies

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/") { request, _ in await movieList(request) }
        router.get("/search") { request, _ in await search(request) }
        router.get("/movies/:id") { _, context in await movieDetails(id: context.parameters.get("id") ?? "") }
        router.get("/characters") { request, _ in await characterList(request) }
        router.get("/characters/:id") { _, context in
            await characterDetails(id: context.parameters.get("id") ?? "")
        }
    }

    /// The not-found page, for any address nothing answers.
    func notFound(_ message: String = "There is no page at this address.") -> Response {
        html(templates.render(NotFoundPage(message: message), template: "not-found"), status: 404)
    }

    // MARK: Movies

    private func movieList(_ request: Request) async -> Response {
        let href = { (page: Int) in page == 1 ? "/" : "/?page=\(page)" }
        do throws(PageFailure) {
            let page = try pageNumber(request, maximum: MoviePage.maximumPage)
            let movies = try movies()
            let result: MoviePage
            do {
                result = try await movies.makeFetchPopularMoviesUseCase().execute(page: page)
            } catch {
                throw PageFailure(error, from: .movies)
            }
            let rows = PageContent.movieRows(result)
            return html(
                templates.render(
                    MovieListPage(
                        error: nil, isEmpty: rows.isEmpty, hasRows: !rows.isEmpty, rows: rows,
                        paging: PagingView(page: result.page, totalPages: result.totalPages, href: href)),
                    template: "movie-list"))
        } catch {
            let page = MovieListPage(
                error: errorState(error, request), isEmpty: false, hasRows: false, rows: [], paging: nil)
            return html(templates.render(page, template: "movie-list"), failure: error)
        }
    }

    private func search(_ request: Request) async -> Response {
        let query = Self.formParameters(request)["query"] ?? ""
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            return html(
                templates.render(
                    SearchPage(
                        documentTitle: "Search movies", heading: "Search movies", query: query, isPrompt: true,
                        error: nil, isEmpty: false, hasRows: false, rows: [], paging: nil),
                    template: "search"))
        }
        let heading = "Movies matching “\(trimmed)”"
        let href = { (page: Int) in Self.address("/search", ["query": query, "page": page == 1 ? nil : "\(page)"]) }
        do throws(PageFailure) {
            let page = try pageNumber(request, maximum: MoviePage.maximumPage)
            let searchQuery: SearchQuery
            do {
                searchQuery = try SearchQuery(query)
            } catch {
                throw PageFailure(error)
            }
            let movies = try movies()
            let result: MoviePage
            do {
                result = try await movies.makeSearchMoviesUseCase().execute(query: searchQuery, page: page)
            } catch {
                throw PageFailure(error, from: .movies)
            }
            let rows = PageContent.movieRows(result)
            return html(
                templates.render(
                    SearchPage(
                        documentTitle: heading, heading: heading, query: query, isPrompt: false, error: nil,
                        isEmpty: rows.isEmpty, hasRows: !rows.isEmpty, rows: rows,
                        paging: PagingView(page: result.page, totalPages: result.totalPages, href: href)),
                    template: "search"))
        } catch {
            let page = SearchPage(
                documentTitle: heading, heading: heading, query: query, isPrompt: false,
                error: errorState(error, request), isEmpty: false, hasRows: false, rows: [], paging: nil)
            return html(templates.render(page, template: "search"), failure: error)
        }
    }

    private func movieDetails(id text: String) async -> Response {
        guard let id = Int(text).flatMap({ try? EntityID($0) }) else {
            return notFound("No movie has the id “\(text)”.")
        }
        do throws(PageFailure) {
            let movies = try movies()
            let details: MovieDetails
            do {
                details = try await movies.makeFetchMovieDetailsUseCase().execute(movieID: id)
            } catch {
                throw PageFailure(error)
            }
            let movie = PageContent.movie(details)
            return html(
                templates.render(
                    MovieDetailsPage(documentTitle: movie.title, error: nil, movie: movie), template: "movie-details"))
        } catch {
            if case .notFound = error.kind { return notFound(error.message) }
            let page = MovieDetailsPage(
                documentTitle: "Movie", error: errorState(error, href: "/movies/\(id)"), movie: nil)
            return html(templates.render(page, template: "movie-details"), failure: error)
        }
    }

    // MARK: Characters

    private func characterList(_ request: Request) async -> Response {
        let parameters = Self.formParameters(request)
        let text = { (name: String) in parameters[name] ?? "" }
        let status = text("status").lowercased()
        let gender = text("gender").lowercased()
        let base: [String: String?] = [
            "name": text("name"), "status": status, "species": text("species"), "type": text("type"),
            "gender": gender,
        ]
        func href(_ page: Int) -> String {
            Self.address("/characters", base.merging(["page": page == 1 ? nil : "\(page)"]) { $1 })
        }
        let form = { (error: ErrorStateView?, rows: [CharacterRowView], paging: PagingView?) in
            CharacterListPage(
                name: text("name"), species: text("species"), type: text("type"),
                statusOptions: PageContent.statusOptions(selected: status),
                genderOptions: PageContent.genderOptions(selected: gender), error: error,
                isEmpty: error == nil && rows.isEmpty, hasRows: !rows.isEmpty, rows: rows, paging: paging)
        }
        do throws(PageFailure) {
            let page = try pageNumber(request)
            let filter = try characterFilter(base.compactMapValues { $0 })
            let result: CharacterPage
            do {
                result = try await dependencies().characters.makeFetchCharactersUseCase().execute(
                    page: page, filter: filter)
            } catch {
                throw PageFailure(error)
            }
            let rows = PageContent.characterRows(result)
            let paging = PagingView(page: result.page, totalPages: result.totalPages, href: href)
            return html(templates.render(form(nil, rows, paging), template: "character-list"))
        } catch {
            return html(
                templates.render(form(errorState(error, request), [], nil), template: "character-list"),
                failure: error)
        }
    }

    private func characterDetails(id text: String) async -> Response {
        guard let id = Int(text).flatMap({ try? EntityID($0) }) else {
            return notFound("No character has the id “\(text)”.")
        }
        do throws(PageFailure) {
            let details: CharacterDetails
            do {
                details = try await dependencies().characters.makeFetchCharacterDetailsUseCase().execute(
                    characterID: id)
            } catch {
                throw PageFailure(error)
            }
            let character = PageContent.character(details)
            return html(
                templates.render(
                    CharacterDetailsPage(documentTitle: character.name, error: nil, character: character),
                    template: "character-details"))
        } catch {
            if case .notFound = error.kind { return notFound(error.message) }
            let page = CharacterDetailsPage(
                documentTitle: "Character", error: errorState(error, href: "/characters/\(id)"), character: nil)
            return html(templates.render(page, template: "character-details"), failure: error)
        }
    }

    // MARK: Helpers

    private func movies() throws(PageFailure) -> MoviesApplicationFactory {
        do {
            return try dependencies().movies
        } catch {
            // The credential is missing or unusable: say which variables configure it, never their values.
            throw PageFailure(
                kind: .upstream(status: 503),
                message: "Movies are not configured on this server (set TMDB_API_TOKEN or TMDB_API_KEY).")
        }
    }

    /// The `page` parameter, from 1 through `maximum` (the service's last page, when it has one).
    private func pageNumber(_ request: Request, maximum: Int = .max) throws(PageFailure) -> PageNumber {
        guard let text = Self.formParameters(request)["page"] else { return .first }
        guard let value = Int(text), value >= 1 else {
            throw .badInput("“\(text)” is not a page number: pages are whole numbers from 1 up.")
        }
        guard let page = try? PageNumber(value, maximum: maximum) else {
            throw .badInput("There is no page \(value): pages start at 1.")
        }
        return page
    }

    private func characterFilter(_ fields: [String: String]) throws(PageFailure) -> CharacterFilter {
        let value = { (name: String) -> String? in fields[name].flatMap { $0.isEmpty ? nil : $0 } }
        var status: CharacterStatus?
        if let text = value("status") {
            guard let parsed = CharacterStatus(rawValue: text) else {
                throw .badInput("“\(text)” is not a status: choose alive, dead or unknown.")
            }
            status = parsed
        }
        var gender: CharacterGender?
        if let text = value("gender") {
            guard let parsed = CharacterGender(rawValue: text) else {
                throw .badInput("“\(text)” is not a gender: choose female, male, genderless or unknown.")
            }
            gender = parsed
        }
        func text(_ name: String) throws(PageFailure) -> FilterText? {
            guard let text = value(name) else { return nil }
            do {
                return try FilterText(text)
            } catch {
                switch error {
                case .tooLong(let maximum): throw .badInput("The \(name) can be at most \(maximum) characters long.")
                }
            }
        }
        return CharacterFilter(
            name: try text("name"), status: status, species: try text("species"), type: try text("type"),
            gender: gender)
    }

    /// The error state, whose "Try again" loads the same address again (bad input: the address without it).
    private func errorState(_ failure: PageFailure, _ request: Request) -> ErrorStateView {
        let path = request.uri.path
        let query = request.uri.query.map { "?\($0)" } ?? ""
        if case .badInput = failure.kind { return errorState(failure, href: path) }
        return errorState(failure, href: path + query)
    }

    private func errorState(_ failure: PageFailure, href: String) -> ErrorStateView {
        ErrorStateView(heading: failure.heading, message: failure.message, wait: failure.wait, tryAgainHref: href)
    }

    /// A page that shows `failure`: its status, and the `Retry-After` the JSON problem of the same error sends.
    private func html(_ body: String, failure: PageFailure) -> Response {
        var response = html(body, status: failure.status)
        if let seconds = failure.retryAfterSeconds { response.headers[.retryAfter] = String(seconds) }
        return response
    }

    private func html(_ body: String, status: Int = 200) -> Response {
        Response(
            status: .init(code: status),
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// The query's parameters as an HTML form sends them (`application/x-www-form-urlencoded`: `+` is a space,
    /// `%2B` a plus); the first value of a repeated name wins.
    static func formParameters(_ request: Request) -> [String: String] {
        guard let query = request.uri.query, !query.isEmpty else { return [:] }
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in
                text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
            }
            guard let name = parts.first.map(decode), !name.isEmpty, parameters[name] == nil else { continue }
            parameters[name] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return parameters
    }

    /// `path?name=value&…` with the non-empty values, percent-encoded, in name order.
    static func address(_ path: String, _ parameters: [String: String?]) -> String {
        var components = URLComponents()
        components.path = path
        let items = parameters.compactMap { name, value -> URLQueryItem? in
            guard let value, !value.isEmpty else { return nil }
            return URLQueryItem(name: name, value: value)
        }.sorted { $0.name < $1.name }
        components.queryItems = items.isEmpty ? nil : items
        return components.string ?? path
    }
}
