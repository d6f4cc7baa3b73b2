import AppDependencies
import CharactersComposition
import Foundation
import MarqueeCommandLine
import MarqueeJSON
import MarqueePresentation
import MoviesApplication
import MoviesComposition
import MoviesDomain
import SharedKernel

/// Runs one command's use case on the resolved dependencies and renders the result.
struct CommandRunner {
    let dependencies: AppDependencies
    let format: OutputFormat
    /// `TMDB_GUEST_SESSION_ID` as the environment gives it, `nil` when unset.
    var guestSession: String? = nil
    /// Whether the ports are stubs (`-uitest`): a rating command then needs no guest session of the person's.
    var isUITest = false

    /// The environment variable that carries the guest session to the rating commands.
    static let guestSessionVariable = LaunchConfiguration.tmdbGuestSessionVariable
    /// The session the rating commands use on stubs when `TMDB_GUEST_SESSION_ID` is unset.
    static let uiTestGuestSession = "uitestguestsession"

    /// The command's output (ending with a newline), or why there is none.
    func run(_ command: Command) async throws(CommandFailure) -> String {
        switch command {
        case .moviesPopular(let page):
            let useCase = try movies().makeFetchPopularMoviesUseCase()
            do {
                let result = try await useCase.execute(page: page)
                return format == .json
                    ? String(decoding: JSONPresentation.moviePageUTF8(result), as: UTF8.self)
                    : TextRenderer.moviePage(result, heading: "Popular movies")
            } catch {
                throw CommandFailure(error)
            }
        case .moviesSearch(let query, let page):
            let useCase = try movies().makeSearchMoviesUseCase()
            do {
                let result = try await useCase.execute(query: query, page: page)
                return format == .json
                    ? String(decoding: JSONPresentation.moviePageUTF8(result, query: query), as: UTF8.self)
                    : TextRenderer.moviePage(result, heading: "Movies matching \"\(UserText.escaped(query.text))\"")
            } catch {
                throw CommandFailure(error)
            }
        case .moviesShow(let id):
            let useCase = try movies().makeFetchMovieDetailsUseCase()
            do {
                let result = try await useCase.execute(movieID: id)
                return format == .json
                    ? String(decoding: JSONPresentation.movieDetailsUTF8(result), as: UTF8.self)
                    : TextRenderer.movieDetails(result)
            } catch {
                throw CommandFailure(error)
            }
        case .charactersList(let page, let filter):
            let useCase = dependencies.characters.makeFetchCharactersUseCase()
            do {
                let result = try await useCase.execute(page: page, filter: filter)
                return format == .json
                    ? JSONPresentation.characterPage(result).rendered() : TextRenderer.characterPage(result)
            } catch {
                throw CommandFailure(error)
            }
        case .charactersShow(let id):
            let useCase = dependencies.characters.makeFetchCharacterDetailsUseCase()
            do {
                let result = try await useCase.execute(characterID: id)
                return format == .json
                    ? JSONPresentation.characterDetails(result).rendered() : TextRenderer.characterDetails(result)
            } catch {
                throw CommandFailure(error)
            }
        case .sessionNew:
            let useCase = try movies().makeStartGuestSessionUseCase()
            do {
                let session = try await useCase.execute()
                return format == .json ? JSONPresentation.guestSession(session).rendered() : session.secret + "\n"
            } catch {
                throw CommandFailure(error, from: .movies)
            }
        case .moviesRate(let id, let rating):
            let useCase = try movies().makeRateMovieUseCase()
            let session = try session()
            do {
                let change = try await useCase.execute(movieID: id, rating: rating, session: session)
                return format == .json
                    ? JSONPresentation.rating(movieID: id, rating: rating, change: change).rendered()
                    : TextRenderer.rating(movieID: id, rating: rating, change: change)
            } catch {
                throw CommandFailure(error)
            }
        case .moviesUnrate(let id):
            let useCase = try movies().makeRemoveRatingUseCase()
            let session = try session()
            do {
                try await useCase.execute(movieID: id, session: session)
                return format == .json
                    ? JSONPresentation.ratingRemoved(movieID: id).rendered() : "Removed your rating of movie \(id).\n"
            } catch {
                throw CommandFailure(error)
            }
        case .moviesRated(let page):
            let useCase = try movies().makeFetchRatedMoviesUseCase()
            let session = try session()
            do {
                let result = try await useCase.execute(page: page, session: session)
                return format == .json
                    ? JSONPresentation.ratedMoviePage(result).rendered() : TextRenderer.ratedMoviePage(result)
            } catch {
                throw CommandFailure(error)
            }
        case .dependencies:
            let bindings = dependencies.portBindings
            return format == .json
                ? JSONPresentation.dependencies(bindings).rendered() : TextRenderer.dependencies(bindings)
        }
    }

    /// The guest session the rating commands act with: `TMDB_GUEST_SESSION_ID`, or on stubs a fixed one when it is
    /// unset. Live without it, or with one that is not an id, is a failure naming the variable and
    /// `marquee session new` (exit status 1: the command is right, the environment lacks what the service needs);
    /// the value is never quoted.
    private func session() throws(CommandFailure) -> GuestSessionID {
        let text = guestSession.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let text, !text.isEmpty else {
            if isUITest, let stub = try? GuestSessionID(Self.uiTestGuestSession) { return stub }
            throw .service(
                "\(Self.guestSessionVariable) is not set; run 'marquee session new' and export what it prints as "
                    + Self.guestSessionVariable)
        }
        do {
            return try GuestSessionID(text)
        } catch {
            throw .service(
                "\(Self.guestSessionVariable) is not a guest session id (\(error)); run 'marquee session new' for one")
        }
    }

    /// The Movies context, or a failure naming the credential variables when it cannot run (exit status 1:
    /// the command is right, the environment lacks what the service needs).
    private func movies() throws(CommandFailure) -> MoviesApplicationFactory {
        do {
            return try dependencies.movies
        } catch {
            throw .service(error.description)
        }
    }
}
