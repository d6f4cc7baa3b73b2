import CharactersDomain
import Foundation

/// Normalises the filter, then asks the ``CharacterRepository``.
public struct DefaultFetchCharactersUseCase: FetchCharactersUseCase {
    /// The longest filter text accepted, in characters, after trimming.
    public static let maximumFilterLength = 100

    private let repository: any CharacterRepository

    /// A use case backed by `repository`.
    public init(repository: any CharacterRepository) {
        self.repository = repository
    }

    /// Page `page` of the characters matching the normalised `filter`.
    public func execute(page: PageNumber, filter: CharacterFilter) async throws(FetchCharactersError) -> CharacterPage {
        var normalised = filter
        normalised.name = try Self.normalised(filter.name)
        normalised.species = try Self.normalised(filter.species)
        normalised.type = try Self.normalised(filter.type)
        do {
            return try await repository.characters(page: page.value, filter: normalised)
        } catch {
            throw FetchCharactersError(error)
        }
    }

    private static func normalised(_ text: String?) throws(FetchCharactersError) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        guard trimmed.count <= maximumFilterLength else { throw .filterTooLong(maximumLength: maximumFilterLength) }
        return trimmed
    }
}
