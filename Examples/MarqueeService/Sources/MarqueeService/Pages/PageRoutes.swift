import Foundation
import Hummingbird
import MarqueeKit

/// The HTML pages a person uses, server-rendered (no JavaScript needed): `/` popular movies, `/search`,
/// `/movies/{id}`, `/characters` with its filter form, `/characters/{id}`, and a not-found page (404) for
/// everything else that is not the JSON API.
///
/// Each page is complete when it is answered: the list, an empty state that says so, or an error state that says
/// what failed with a "Try again" link to the same address ("Start over" after bad input). Every element a UI test
/// reads or taps has a `data-testid` in the `screen.element` convention.
struct PageRoutes: Sendable {
    let templates: PageTemplates
    /// The dependencies to serve one request from (on stubs, the current scenario's).
    let dependencies: @Sendable () -> AppDependencies
    /// The keys of the visitors' cookies and the forms' tokens; `nil` when ratings are not configured (live without
    /// `MARQUEE_SESSION_KEY`): the movie page then shows no rating form.
    var visitorKeys: VisitorKeys?
    /// Whether a visitor's guest session is opened on their first visit of a page that shows their ratings rather
    /// than on their first rating: on stubs only, so that a scenario's seeded ratings are the visitor's from the
    /// start (a stub session starts with them; a real one starts empty, and is not opened for a visit).
    var opensGuestSessionOnVisit = false
    /// The visitors' watchlists, for each request; `nil` when the service has none (``WatchlistWiring``): the movie
    /// page then shows no watchlist section.
    var watchlist: @Sendable () -> (any Watchlist)? = { nil }

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/") { request, _ in await movieList(request) }
        router.get("/search") { request, _ in await search(request) }
        router.get("/movies/:id") { request, context in await movieDetails(request, id: InputValues.pathID(context)) }
        router.get("/characters") { request, _ in await characterList(request) }
        router.get("/characters/:id") { _, context in
            await characterDetails(id: InputValues.pathID(context))
        }
        registerRatings(on: router)
        registerWatchlist(on: router)
    }

    /// The not-found page, for any address nothing answers.
    func notFound(_ message: String = NotFoundPage.noPageMessage) -> Response {
        html(templates.render(NotFoundPage(message: message)), status: 404)
    }

    /// `model`'s page as an answer (200), rendered by its page's template.
    func response(_ model: some PageModel) -> Response {
        html(templates.render(model))
    }

    // MARK: Movies

    private func movieList(_ request: Request) async -> Response {
        let href = { (page: Int) in page == 1 ? "/" : "/?page=\(page)" }
        do throws(PageFailure) {
            let page = try Self.reading(Self.input(request).moviePage)
            let movies = try movies()
            let result: MoviePage
            do {
                result = try await movies.makeFetchPopularMoviesUseCase().execute(page: page)
            } catch {
                throw PageFailure(error)
            }
            let paging = PagingView(page: result.page, totalPages: result.totalPages, href: href)
            return response(MovieListPage(list: ListView(rows: PageContent.movieRows(result), paging: paging)))
        } catch {
            let page = MovieListPage(
                list: ListView(error: errorState(error, path: request.uri.path, query: request.uri.query)))
            return html(templates.render(page), failure: error)
        }
    }

    private func search(_ request: Request) async -> Response {
        let input = Self.input(request)
        let query = input["query"] ?? ""
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        // No query yet (an empty form): the search prompt, where the API and `marquee` refuse a missing query.
        guard !trimmed.isEmpty else { return response(SearchPage(prompt: query)) }
        let href = { (page: Int) in Self.address("/search", ["query": query, "page": page == 1 ? nil : "\(page)"]) }
        do throws(PageFailure) {
            let searchQuery = try Self.reading(input.searchQuery)
            let page = try Self.reading(input.moviePage)
            let movies = try movies()
            let result: MoviePage
            do {
                result = try await movies.makeSearchMoviesUseCase().execute(query: searchQuery, page: page)
            } catch {
                throw PageFailure(error)
            }
            let paging = PagingView(page: result.page, totalPages: result.totalPages, href: href)
            return response(
                SearchPage(query: query, list: ListView(rows: PageContent.movieRows(result), paging: paging)))
        } catch {
            let list = ListView(error: errorState(error, path: request.uri.path, query: request.uri.query))
            return html(templates.render(SearchPage(query: query, list: list)), failure: error)
        }
    }

    /// The movie page of the id `text`; the not-found page when it is not a movie's id.
    private func movieDetails(_ request: Request, id text: String) async -> Response {
        let id: EntityID
        do {
            id = try InputValues.movieID(text)
        } catch {
            return notFound(error.message)
        }
        return await movieDetails(request, id: id)
    }

    /// The movie page of `id`, with the rating section in `form`'s state, for the visitor who posted (`visitor`)
    /// or the one `request`'s cookie names (a new one, whose cookie the answer sets, without one). `setCookie`: the
    /// visitor changed (a guest session was opened), and the answer sets their cookie again.
    func movieDetails(
        _ request: Request, id: EntityID, visitor posted: VisitorSession? = nil, form: RatingFormState = .init(),
        watchlistFailure: (message: String, status: Int)? = nil, setCookie: Bool = false
    ) async -> Response {
        var (visitor, changed) = posted.map { ($0, setCookie) } ?? visitor(of: request)
        do throws(PageFailure) {
            let movies = try movies()
            if opensGuestSessionOnVisit, let known = visitor, known.guestSessionID == nil,
                let session = try? await movies.makeStartGuestSessionUseCase().execute()
            {
                visitor = known.with(guestSession: session)
                changed = true
            }
            let details: MovieDetails
            do {
                details = try await movies.makeFetchMovieDetailsUseCase().execute(movieID: id)
            } catch {
                throw PageFailure(error)
            }
            let movie = PageContent.movie(details)
            let rating = await ratingForm(movieID: id, visitor: visitor, form: form, movies: movies)
            let watchlist = await watchlistForm(movieID: id, visitor: visitor, formError: watchlistFailure?.message)
            var response = html(
                templates.render(
                    MovieDetailsPage(
                        documentTitle: movie.title, error: nil, movie: movie, ratingForm: rating,
                        watchlistForm: watchlist)),
                status: watchlistFailure?.status ?? form.status)
            if changed, let visitor { setVisitorCookie(visitor, on: &response, answering: request) }
            return response
        } catch {
            if case .notFound = error.kind { return notFound(error.message) }
            let page = MovieDetailsPage(
                documentTitle: "Movie", error: errorState(error, path: "/movies/\(id)"), movie: nil, ratingForm: nil)
            return html(templates.render(page), failure: error)
        }
    }

    // MARK: Characters

    private func characterList(_ request: Request) async -> Response {
        let input = Self.input(request)
        let text = { (name: String) in input[name] ?? "" }
        let status = text("status").lowercased()
        let gender = text("gender").lowercased()
        let base: [String: String?] = [
            "name": text("name"), "status": status, "species": text("species"), "type": text("type"),
            "gender": gender,
        ]
        func href(_ page: Int) -> String {
            Self.address("/characters", base.merging(["page": page == 1 ? nil : "\(page)"]) { $1 })
        }
        let form = { (list: ListView) in
            CharacterListPage(
                name: text("name"), species: text("species"), type: text("type"), status: status, gender: gender,
                list: list)
        }
        do throws(PageFailure) {
            let page = try Self.reading(input.page)
            let filter = try Self.reading(input.characterFilter)
            let result: CharacterPage
            do {
                result = try await dependencies().characters.makeFetchCharactersUseCase().execute(
                    page: page, filter: filter)
            } catch {
                throw PageFailure(error)
            }
            let paging = PagingView(page: result.page, totalPages: result.totalPages, href: href)
            return response(form(ListView(rows: PageContent.characterRows(result), paging: paging)))
        } catch {
            let list = ListView(error: errorState(error, path: request.uri.path, query: request.uri.query))
            return html(templates.render(form(list)), failure: error)
        }
    }

    private func characterDetails(id text: String) async -> Response {
        let id: EntityID
        do {
            id = try InputValues.characterID(text)
        } catch {
            return notFound(error.message)
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
            return response(CharacterDetailsPage(documentTitle: character.name, error: nil, character: character))
        } catch {
            if case .notFound = error.kind { return notFound(error.message) }
            let page = CharacterDetailsPage(
                documentTitle: "Character", error: errorState(error, path: "/characters/\(id)"), character: nil)
            return html(templates.render(page), failure: error)
        }
    }

    // MARK: Helpers

    func movies() throws(PageFailure) -> MoviesApplicationFactory {
        do {
            return try dependencies().movies
        } catch {
            // The credential is missing or unusable: say which variables configure it, never their values.
            throw PageFailure(
                kind: .upstream(status: 503),
                message: "Movies are not configured on this server (set TMDB_API_TOKEN or TMDB_API_KEY).")
        }
    }

    /// The value `read` gives, its refusal as the page's bad-input failure.
    static func reading<Value>(_ read: () throws(InputError) -> Value) throws(PageFailure) -> Value {
        do {
            return try read()
        } catch {
            throw PageFailure(error)
        }
    }

    /// The error state of `failure` on the page at `path`: "Try again" loads the same address (with its `query`)
    /// again; after bad input, "Start over" loads it without the parameter it refused.
    func errorState(_ failure: PageFailure, path: String, query: String? = nil) -> ErrorStateView {
        let next: ErrorStateView.Next =
            if case .badInput(let parameter) = failure.kind {
                .startOver(href: path + Self.query(query, without: parameter))
            } else {
                .tryAgain(href: path + (query.map { "?\($0)" } ?? ""))
            }
        return ErrorStateView(heading: failure.heading, message: failure.message, wait: failure.wait, next: next)
    }

    /// A page that shows `failure`: its status, and the `Retry-After` the JSON problem of the same error sends.
    func html(_ body: String, failure: PageFailure) -> Response {
        var response = html(body, status: failure.status)
        if let seconds = failure.retryAfterSeconds { response.headers[.retryAfter] = String(seconds) }
        return response
    }

    func html(_ body: String, status: Int = 200) -> Response {
        Response(
            status: .init(code: status),
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// The request's query as a browser submits a form, read by `MarqueeInput` as every host's input is (`+` is a
    /// space; the first value of a repeated name wins; other names are ignored).
    static func input(_ request: Request) -> InputValues {
        InputValues(formQuery: request.uri.query ?? "")
    }

    /// `?query` without the items named `parameter` (names read as a form sends them), the others as they were;
    /// empty when none is left.
    static func query(_ query: String?, without parameter: String) -> String {
        let kept = (query ?? "").split(separator: "&").filter { item in
            String(item.prefix { $0 != "=" }).replacing("+", with: " ").removingPercentEncoding != parameter
        }
        return kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
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
        // URLComponents leaves a `+` as it is, and a form reads `+` as a space (``input(_:)``): a search for
        // "C++" would come back as "C  ". Every other `+` is already gone (a space is `%20`).
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.string ?? path
    }
}
