import Foundation
import Hummingbird
import MarqueeKit

/// The rating flow of the pages, without JavaScript: the movie page's rating form posts to
/// `POST /movies/{id}/rating` and "Remove my rating" to `POST /movies/{id}/rating/remove`; each is answered with a
/// 303 to the movie page (POST/redirect/GET), which then shows the visitor's rating. `/ratings` lists what the
/// visitor rated.
///
/// Every POST is checked first (``FormPost``): a refusal is the form-refused page (403, 413 or 415) and reaches no
/// port. A refused value re-renders the movie page (422) with the error tied to the field and the typed value kept,
/// nothing sent; a rating the upstream did not save re-renders it with the failure's status, saying so, the value
/// kept. The visitor's guest session is opened on their first rating (``VisitorRatings``).
extension PageRoutes {
    func registerRatings<Context: RequestContext>(on router: Router<Context>) {
        router.post("/movies/:id/rating") { request, context in
            await acceptingForm(request, movie: InputValues.pathID(context)) { await rate(request, $0, id: $1) }
        }
        router.post("/movies/:id/rating/remove") { request, context in
            await acceptingForm(request, movie: InputValues.pathID(context)) { await removeRating(request, $0, id: $1) }
        }
        router.get("/ratings") { request, _ in await ratedMovies(request) }
    }

    // MARK: Rate and remove

    private func rate(_ request: Request, _ post: FormPost, id: EntityID) async -> Response {
        let typed = post.fields["value"] ?? ""
        let rating: MovieRating
        do {
            rating = try InputValues.rating(typed.trimmingCharacters(in: .whitespaces))
        } catch {
            // Nothing is sent: the page again, the error tied to the field, the value as typed.
            let state = RatingFormState(value: typed, fieldError: error.message, status: 422)
            return await movieDetails(request, id: id, visitor: post.visitor, form: state)
        }
        var visitor = post.visitor
        do throws(PageFailure) {
            let ratings = VisitorRatings(movies: try movies())
            do {
                _ = try await ratings.withGuestSession(&visitor) { session throws(RatingError) in
                    try await ratings.movies.makeRateMovieUseCase().execute(
                        movieID: id, rating: rating, session: session)
                }
            } catch {
                throw PageFailure(error)
            }
        } catch {
            if case .notFound = error.kind { return notFound(error.message) }
            let state = RatingFormState(
                value: typed, formError: "Your rating was not saved. " + error.message, status: error.status)
            return await movieDetails(
                request, id: id, visitor: visitor, form: state, setCookie: visitor != post.visitor)
        }
        return redirect(to: "/movies/\(id)", setting: visitor == post.visitor ? nil : visitor, answering: request)
    }

    private func removeRating(_ request: Request, _ post: FormPost, id: EntityID) async -> Response {
        // A visitor who never rated has nothing to take back.
        if let session = post.visitor.guestSession {
            do throws(PageFailure) {
                let movies = try movies()
                do {
                    try await movies.makeRemoveRatingUseCase().execute(movieID: id, session: session)
                } catch {
                    // A session the upstream no longer knows holds no rating any more.
                    if case .sessionNotValid = error { return redirect(to: "/movies/\(id)", answering: request) }
                    throw PageFailure(error)
                }
            } catch {
                if case .notFound = error.kind { return notFound(error.message) }
                let state = RatingFormState(
                    formError: "Your rating was not removed. " + error.message, status: error.status)
                return await movieDetails(request, id: id, visitor: post.visitor, form: state)
            }
        }
        return redirect(to: "/movies/\(id)", answering: request)
    }

    /// `request`'s form for the movie `text`, checked (``FormPost``) before anything else, then handled by `body`:
    /// a refusal is the form-refused page with its status, an id that is not a movie's the not-found page, and
    /// without `MARQUEE_SESSION_KEY` the movie page says ratings are not available (503).
    func acceptingForm(
        _ request: Request, movie text: String, _ body: (FormPost, EntityID) async -> Response
    ) async -> Response {
        guard let keys = visitorKeys else {
            let page = FormRefusedPage(message: PageFailure.ratingsNotConfigured.message, backHref: "/movies/\(text)")
            return html(templates.render(page), status: 503)
        }
        let post: FormPost
        do {
            post = try await FormPost.read(request, keys: keys)
        } catch {
            let page = FormRefusedPage(error, backHref: "/movies/\(text)")
            return html(templates.render(page), status: Int(error.status.code))
        }
        let id: EntityID
        do {
            id = try InputValues.movieID(text)
        } catch {
            return notFound(error.message)
        }
        return await body(post, id)
    }

    // MARK: Your ratings

    private func ratedMovies(_ request: Request) async -> Response {
        let href = { (page: Int) in page == 1 ? "/ratings" : "/ratings?page=\(page)" }
        var (visitor, changed) = visitor(of: request)
        do throws(PageFailure) {
            let page = try Self.reading(Self.input(request).page)
            guard visitorKeys != nil else { throw PageFailure.ratingsNotConfigured }
            let movies = try movies()
            if opensGuestSessionOnVisit, let known = visitor, known.guestSessionID == nil,
                let session = try? await movies.makeStartGuestSessionUseCase().execute()
            {
                visitor = known.with(guestSession: session)
                changed = true
            }
            var result = RatedMoviePage(page: 1, results: [], totalPages: 0, totalResults: 0)
            if let session = visitor?.guestSession {
                do {
                    result = try await movies.makeFetchRatedMoviesUseCase().execute(page: page, session: session)
                } catch {
                    // A session the upstream no longer knows rated nothing that is still there.
                    if case .sessionNotValid = error, page.value == 1 {} else { throw PageFailure(error) }
                }
            } else if page.value > 1 {
                throw PageFailure(RatingError.pageOutOfRange(page: page.value))
            }
            let rows = result.results.map {
                RowView.movie(id: $0.id, title: $0.movie.title, meta: $0.rating.description)
            }
            let paging = PagingView(page: result.page, totalPages: result.totalPages, href: href)
            var answer = response(RatedMoviesPage(list: ListView(rows: rows, paging: paging)))
            if changed, let visitor { setVisitorCookie(visitor, on: &answer, answering: request) }
            return answer
        } catch {
            let list = ListView(error: errorState(error, path: request.uri.path, query: request.uri.query))
            return html(templates.render(RatedMoviesPage(list: list)), failure: error)
        }
    }

    // MARK: The rating section

    /// The movie page's rating section for `visitor` in `form`'s state; `nil` without keys (ratings not
    /// configured) or a visitor.
    func ratingForm(
        movieID: EntityID, visitor: VisitorSession?, form: RatingFormState, movies: MoviesApplicationFactory
    ) async -> RatingFormView? {
        guard let keys = visitorKeys, let visitor else { return nil }
        let yours: String
        let isRated: Bool
        do {
            let rating = try await VisitorRatings(movies: movies).rating(of: movieID.value, by: visitor)
            yours = rating?.description ?? "Not rated"
            isRated = rating != nil
        } catch {
            yours = "Could not be loaded. " + PageFailure(error).message
            isRated = false
        }
        return RatingFormView(
            action: "/movies/\(movieID)/rating", removeAction: "/movies/\(movieID)/rating/remove",
            token: AntiForgery(keys: keys).token(for: visitor), yourRating: yours, isRated: isRated,
            value: form.value, fieldError: form.fieldError, formError: form.formError)
    }

    // MARK: Visitors

    /// The visitor `request`'s cookie names, and whether the answer must set their cookie: a new visitor when it
    /// has none that opens. `nil` without keys.
    func visitor(of request: Request) -> (VisitorSession?, isNew: Bool) {
        guard let keys = visitorKeys else { return (nil, false) }
        if let known = VisitorCookie(keys: keys).session(of: request) { return (known, false) }
        return (.new(), true)
    }

    /// Sets `visitor`'s cookie on `response`.
    func setVisitorCookie(_ visitor: VisitorSession, on response: inout Response, answering request: Request) {
        guard let keys = visitorKeys else { return }
        response.setCookie(VisitorCookie(keys: keys).cookie(for: visitor, answering: request))
    }

    /// A 303 to `path` (POST/redirect/GET), setting `visitor`'s cookie when given.
    func redirect(
        to path: String, setting visitor: VisitorSession? = nil, answering request: Request
    )
        -> Response
    {
        var response = Response.redirect(to: path, type: .normal)
        response.headers[.cacheControl] = "no-store"
        if let visitor { setVisitorCookie(visitor, on: &response, answering: request) }
        return response
    }
}
