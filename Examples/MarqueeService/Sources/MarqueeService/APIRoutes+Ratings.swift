import Foundation
import Hummingbird
import MarqueeKit

/// The JSON API's ratings, for the visitor whose cookie the request carries (a client keeps the `Set-Cookie` the
/// first rating answers, as a browser does; without it, every rating opens a new guest session):
///
/// - `PUT /api/v1/movies/{id}/rating` with `{"value": 8.5}`: 201 with the rating when it is new, 200 when it
///   replaced the visitor's last one.
/// - `DELETE /api/v1/movies/{id}/rating`: 204; a movie the visitor did not rate is left as it is.
/// - `GET /api/v1/ratings?page=N`: a page of the movies the visitor rated, each with their rating; nothing rated
///   (or no cookie yet) is an empty page 1.
///
/// Writes are checked first (``JSONWrite``: not from another site, `application/json`, at most 1 KiB); every failure
/// is a problem document.
extension APIRoutes {
    func addRatings(to api: RouterGroup<BasicRequestContext>) {
        api.put("movies/:id/rating") { request, context in try await rate(request, context) }
        api.delete("movies/:id/rating") { request, context in try await removeRating(request, context) }
        api.get("ratings") { request, context in try await ratedMovies(request, context) }
    }

    private func rate(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        let body = try await JSONWrite.body(of: request)
        let id = try Self.movieID(context)
        let rating = try Self.rating(in: body)
        var (visitor, ratings) = try visitorRatings(request)
        let before = visitor
        let change: RatingChange
        do {
            change = try await ratings.withGuestSession(&visitor) { session throws(RatingError) in
                try await ratings.movies.makeRateMovieUseCase().execute(movieID: id, rating: rating, session: session)
            }
        } catch {
            throw Problem(error)
        }
        var response = Response.json(
            JSONPresentation.rating(movieID: id, rating: rating, change: change),
            status: change == .added ? .created : .ok)
        if visitor != before, let keys = visitorKeys {
            response.setCookie(VisitorCookie(keys: keys).cookie(for: visitor, answering: request))
        }
        return response
    }

    private func removeRating(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        try JSONWrite.checkSite(request)
        let id = try Self.movieID(context)
        let (visitor, ratings) = try visitorRatings(request)
        if let session = visitor.guestSession {
            do {
                try await ratings.movies.makeRemoveRatingUseCase().execute(movieID: id, session: session)
            } catch {
                // A session the upstream no longer knows rated nothing that is still there.
                if case .sessionNotValid = error { return Response(status: .noContent) }
                throw Problem(error)
            }
        }
        return Response(status: .noContent)
    }

    private func ratedMovies(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        let page = try Problem.reading(InputValues(request, allowed: ["page"]).page)
        let (visitor, ratings) = try visitorRatings(request)
        let empty = RatedMoviePage(page: 1, results: [], totalPages: 0, totalResults: 0)
        guard let session = visitor.guestSession else {
            guard page.value == 1 else { throw Problem(RatingError.pageOutOfRange(page: page.value)) }
            return .json(JSONPresentation.ratedMoviePage(empty))
        }
        do {
            return .json(
                JSONPresentation.ratedMoviePage(
                    try await ratings.movies.makeFetchRatedMoviesUseCase().execute(page: page, session: session)))
        } catch {
            if case .sessionNotValid = error, page.value == 1 { return .json(JSONPresentation.ratedMoviePage(empty)) }
            throw Problem(error)
        }
    }

    // MARK: Helpers

    /// The visitor `request` comes from (a new one without a cookie that opens), and their ratings; a 503 when the
    /// service has no `MARQUEE_SESSION_KEY` (live) or no usable TMDb credential.
    private func visitorRatings(_ request: Request) throws(Problem) -> (VisitorSession, VisitorRatings) {
        guard let keys = visitorKeys else { throw Problem.ratingsNotConfigured }
        let visitor = VisitorCookie(keys: keys).session(of: request) ?? .new()
        return (visitor, VisitorRatings(movies: try movies()))
    }

    private static func movieID(_ context: BasicRequestContext) throws(Problem) -> EntityID {
        let text = InputValues.pathID(context)
        return try Problem.reading { () throws(InputError) in try InputValues.movieID(text) }
    }

    /// The rating in `body`, `{"value": 8.5}`: a JSON object whose only member is `value`, a number, read as
    /// `marquee movies rate` and the form read it (``InputValues/rating(_:)``); anything else is a 400 naming the
    /// member (or `body`).
    static func rating(in body: Data) throws(Problem) -> MovieRating {
        struct Body: Decodable {
            let value: Double
        }
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw Problem.invalidParameter("body", "the body must be a JSON object such as {\"value\": 8.5}")
        }
        if let unknown = object.keys.sorted().first(where: { $0 != "value" }) {
            throw Problem.invalidParameter(unknown, "unknown member \(UserText.quoted(unknown)); read: value")
        }
        guard let value = try? JSONDecoder().decode(Body.self, from: body).value else {
            throw Problem.invalidParameter("value", "value is required: a number from 0.5 to 10 in steps of 0.5")
        }
        let text = String(value)
        return try Problem.reading { () throws(InputError) in try InputValues.rating(text) }
    }
}
