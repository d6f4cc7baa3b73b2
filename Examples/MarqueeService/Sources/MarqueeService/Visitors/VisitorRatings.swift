import MarqueeKit

/// A visitor's ratings, as the pages and the JSON API act on them: the one place that opens the visitor's guest
/// session on their first rating, and replaces one the upstream no longer knows (TMDb expires guest sessions), once.
struct VisitorRatings: Sendable {
    /// Why a rating could not be made, taken back or listed.
    enum Failure: Error, Sendable {
        /// A rating use case failed.
        case rating(RatingError)
        /// A new guest session could not be opened.
        case openingSession(UpstreamFailure)
    }

    let movies: MoviesApplicationFactory

    /// Runs `body` with `visitor`'s guest session, opening one first when they have none (their first rating), and
    /// once more with a new one when the upstream says theirs is not valid. `visitor` then holds the session used:
    /// when it changed, the answer sets the visitor's cookie again.
    func withGuestSession<Value>(
        _ visitor: inout VisitorSession, _ body: (GuestSessionID) async throws(RatingError) -> Value
    ) async throws(Failure) -> Value {
        var session = visitor.guestSession
        for attempt in 1...2 {
            if session == nil || attempt == 2 {
                do {
                    session = try await movies.makeStartGuestSessionUseCase().execute()
                } catch {
                    throw .openingSession(error)
                }
            }
            guard let current = session else { break }
            visitor = visitor.with(guestSession: current)
            do {
                return try await body(current)
            } catch {
                guard case .sessionNotValid = error, attempt == 1 else { throw .rating(error) }
            }
        }
        throw .rating(.sessionNotValid)
    }

    /// The visitor's rating of `movieID`, looked up in the movies their guest session rated, at most
    /// ``lookupPages`` pages (400 ratings); `nil` when they rated it not, have no session, or theirs expired.
    func rating(of movieID: Int, by visitor: VisitorSession) async throws(RatingError) -> MovieRating? {
        guard let session = visitor.guestSession else { return nil }
        let useCase = movies.makeFetchRatedMoviesUseCase()
        var page = PageNumber.first
        for _ in 0..<Self.lookupPages {
            let result: RatedMoviePage
            do {
                result = try await useCase.execute(page: page, session: session)
            } catch {
                if case .sessionNotValid = error { return nil }
                throw error
            }
            if let rated = result.results.first(where: { $0.id == movieID }) { return rated.rating }
            guard result.page < result.totalPages else { return nil }
            page = PageNumber(integerLiteral: page.value + 1)
        }
        return nil
    }

    /// How many pages of rated movies ``rating(of:by:)`` reads at most.
    static let lookupPages = 20
}
