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
            let status =
                switch error {
                case .full: 409
                case .upstream(let failure): PageFailure(failure, from: .watchlist).status
                }
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
        case .full: "Your watchlist holds 500 movies already; take one off first."
        case .upstream(let failure): PageFailure(failure, from: .watchlist).message
        }
    }
}
