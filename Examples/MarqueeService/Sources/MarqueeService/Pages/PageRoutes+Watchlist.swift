import Hummingbird
import MarqueeKit

/// The watchlist flow of the pages, without JavaScript: the movie page's watchlist form posts to
/// `POST /movies/{id}/watchlist` ("Add to watchlist") or `POST /movies/{id}/watchlist/remove`; each is answered
/// with a 303 to the movie page, which then shows whether the movie is listed. Every POST is checked first, as the
/// rating forms' are (``FormPost``); a change watchlist-service did not make re-renders the movie page saying so,
/// with the failure's status (409 for a full list, 502 or 503 for watchlist-service's), nothing changed.
extension PageRoutes {
    func registerWatchlist<Context: RequestContext>(on router: Router<Context>) {
        router.post("/movies/:id/watchlist") { request, context in
            await acceptingForm(request, movie: InputValues.pathID(context)) { post, id in
                await changeWatchlist(request, post, id: id, adding: true)
            }
        }
        router.post("/movies/:id/watchlist/remove") { request, context in
            await acceptingForm(request, movie: InputValues.pathID(context)) { post, id in
                await changeWatchlist(request, post, id: id, adding: false)
            }
        }
        router.get("/watchlist") { request, _ in await watchlistPage(request) }
    }

    // MARK: Your watchlist

    /// `/watchlist?page=N`: the visitor's movies, 20 a page in the order added, each as the popular list shows it
    /// (its details asked of TMDb, all of a page at once); a movie TMDb no longer has is left out. Without a
    /// watchlist the address is not found.
    private func watchlistPage(_ request: Request) async -> Response {
        guard let list = watchlist(), visitorKeys != nil else { return notFound() }
        let href = { (page: Int) in page == 1 ? "/watchlist" : "/watchlist?page=\(page)" }
        let (visitor, isNew) = visitor(of: request)
        do throws(PageFailure) {
            let page = try Self.reading(Self.input(request).page)
            var ids: [EntityID] = []
            if let known = visitor, !isNew {
                do {
                    ids = try await list.movies(of: known.visitorID)
                } catch {
                    throw Self.failure(error)
                }
            }
            let pages = max(1, (ids.count + Self.watchlistPageSize - 1) / Self.watchlistPageSize)
            guard page.value <= pages else {
                throw PageFailure.badInput("There is no page \(page.value) of your watchlist.", parameter: "page")
            }
            let shown = ids.dropFirst((page.value - 1) * Self.watchlistPageSize).prefix(Self.watchlistPageSize)
            let rows = try await rows(of: Array(shown))
            let paging = PagingView(page: page.value, totalPages: ids.isEmpty ? 0 : pages, href: href)
            var answer = response(WatchlistPage(list: ListView(rows: rows, paging: paging)))
            if isNew, let new = visitor { setVisitorCookie(new, on: &answer, answering: request) }
            return answer
        } catch {
            let list = ListView(error: errorState(error, path: request.uri.path, query: request.uri.query))
            return html(templates.render(WatchlistPage(list: list)), failure: error)
        }
    }

    /// How many movies `/watchlist` shows a page.
    static var watchlistPageSize: Int { 20 }

    /// The rows of `ids`, in their order: each movie's details, asked at once; one TMDb does not have is left out.
    private func rows(of ids: [EntityID]) async throws(PageFailure) -> [RowView] {
        let useCase = try movies().makeFetchMovieDetailsUseCase()
        let answers = await withTaskGroup(of: (Int, Result<MovieDetails, FetchMovieDetailsError>).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    do throws(FetchMovieDetailsError) {
                        return (index, .success(try await useCase.execute(movieID: id)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            return await group.reduce(into: [Int: Result<MovieDetails, FetchMovieDetailsError>]()) { $0[$1.0] = $1.1 }
        }
        var rows: [RowView] = []
        for index in ids.indices {
            guard let answer = answers[index] else { continue }
            switch answer {
            case .success(let details):
                let movie = details.movie
                rows.append(
                    PageContent.movieRow(
                        id: movie.id, title: movie.title, releaseDate: movie.releaseDate,
                        voteAverage: movie.voteAverage))
            case .failure(.notFound): continue
            case .failure(let error): throw PageFailure(error)
            }
        }
        return rows
    }

    /// A watchlist failure as the pages show it.
    private static func failure(_ error: WatchlistError) -> PageFailure {
        switch error {
        case .full: PageFailure(kind: .upstream(status: 409), message: message(error))
        case .upstream(let failure): PageFailure(failure, from: .watchlist)
        }
    }

    private func changeWatchlist(_ request: Request, _ post: FormPost, id: EntityID, adding: Bool) async -> Response {
        guard let list = watchlist() else { return notFound() }
        do {
            if adding {
                _ = try await list.add(id, for: post.visitor.visitorID)
            } else {
                try await list.remove(id, for: post.visitor.visitorID)
            }
        } catch {
            let message = (adding ? "The movie was not added. " : "The movie was not removed. ") + Self.message(error)
            let status = Self.failure(error).status
            return await movieDetails(
                request, id: id, visitor: post.visitor, watchlistFailure: (message, status))
        }
        return redirect(to: "/movies/\(id)", answering: request)
    }

    /// The movie page's watchlist section for `visitor`; `nil` without a watchlist, keys or a visitor.
    func watchlistForm(movieID: EntityID, visitor: VisitorSession?, formError: String?) async -> WatchlistFormView? {
        guard let list = watchlist(), let keys = visitorKeys, let visitor else { return nil }
        var isListed = false
        var problem = formError
        do {
            isListed = try await list.movies(of: visitor.visitorID).contains(movieID)
        } catch {
            problem = problem ?? "Your watchlist could not be loaded. " + Self.message(error)
        }
        return WatchlistFormView(
            action: "/movies/\(movieID)/watchlist" + (isListed ? "/remove" : ""),
            token: AntiForgery(keys: keys).token(for: visitor), isListed: isListed, formError: problem)
    }

    /// What a watchlist failure is, in a sentence.
    private static func message(_ error: WatchlistError) -> String {
        switch error {
        case .full: "Your watchlist holds \(WatchlistError.maximumMovies) movies already; take one off first."
        case .upstream(let failure): PageFailure(failure, from: .watchlist).message
        }
    }
}
