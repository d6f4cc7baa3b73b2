import AppDependencies
import CharactersComposition
import MarqueeCommandLine
import MarqueeJSON
import MarqueePresentation
import MoviesApplication
import MoviesComposition
import SharedKernel

/// Runs one command's use case on the resolved dependencies and renders the result.
struct CommandRunner {
    let dependencies: AppDependencies
    let format: OutputFormat

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
        case .dependencies:
            let bindings = dependencies.portBindings
            return format == .json
                ? JSONPresentation.dependencies(bindings).rendered() : TextRenderer.dependencies(bindings)
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
