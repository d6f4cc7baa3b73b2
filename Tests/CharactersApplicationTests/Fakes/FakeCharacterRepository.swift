import CharactersDomain
import Synchronization

/// A ``CharacterRepository`` that answers every call with a canned result and records the call first.
final class FakeCharacterRepository: CharacterRepository {
    private let characterResult: Result<SeriesCharacter, CharacterRepositoryError>
    private let charactersResult: Result<CharacterPage, CharacterRepositoryError>
    private let charactersWithIDsResult: Result<[SeriesCharacter], CharacterRepositoryError>
    private let log = Mutex<[CharacterRepositoryCall]>([])

    init(
        character: Result<SeriesCharacter, CharacterRepositoryError> = .success(.rick),
        characters: Result<CharacterPage, CharacterRepositoryError> = .success(.firstPage),
        charactersWithIDs: Result<[SeriesCharacter], CharacterRepositoryError> = .success([.rick])
    ) {
        characterResult = character
        charactersResult = characters
        charactersWithIDsResult = charactersWithIDs
    }

    /// Every call received, in order.
    var calls: [CharacterRepositoryCall] { log.withLock { $0 } }

    func character(withID id: Int) async throws(CharacterRepositoryError) -> SeriesCharacter {
        try answer(.character(id: id), with: characterResult)
    }

    func characters(page: Int, filter: CharacterFilter) async throws(CharacterRepositoryError) -> CharacterPage {
        try answer(.characters(page: page, filter: filter), with: charactersResult)
    }

    func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [SeriesCharacter] {
        try answer(.charactersWithIDs(ids), with: charactersWithIDsResult)
    }

    private func answer<Success>(
        _ call: CharacterRepositoryCall, with result: Result<Success, CharacterRepositoryError>
    ) throws(CharacterRepositoryError) -> Success {
        log.withLock { $0.append(call) }
        return try result.get()
    }
}

/// One call a ``FakeCharacterRepository`` received, with its arguments.
enum CharacterRepositoryCall: Hashable, Sendable {
    case character(id: Int)
    case characters(page: Int, filter: CharacterFilter)
    case charactersWithIDs([Int])
}
