import Foundation
import MoviesDomain

/// Trims and validates the query and page, then asks the ``MovieRepository``.
public struct DefaultSearchMoviesUseCase: SearchMoviesUseCase {
    /// The longest query accepted, in characters, after trimming.
    public static let maximumQueryLength = 200

    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the movies matching the trimmed `query`.
    public func execute(query: String, page: Int) async throws(SearchMoviesError) -> MoviePage {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyQuery }
        guard trimmed.count <= Self.maximumQueryLength else {
            throw .queryTooLong(maximumLength: Self.maximumQueryLength)
        }
        guard (1...MoviePage.maximumPage).contains(page) else { throw .invalidPage(page) }
        do {
            return try await repository.searchMovies(query: trimmed, page: page)
        } catch {
            throw SearchMoviesError(error)
        }
    }
}
