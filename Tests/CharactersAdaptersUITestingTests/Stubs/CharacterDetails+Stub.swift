import CharactersApplication
import CharactersDomain

extension CharacterDetails {
    /// A detail view's content for tests; defaults to Rick Sanchez with the pilot.
    static func stub(character: SeriesCharacter = .stub(), episodes: [Episode] = [.stub()]) -> CharacterDetails {
        CharacterDetails(character: character, episodes: episodes)
    }
}
