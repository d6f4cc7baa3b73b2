/// `/characters/{id}`: one character with its episodes (template `character-details`).
struct CharacterDetailsPage: Sendable {
    let documentTitle: String
    let screen = "characterDetails"
    let isMoviesSection = false
    let isCharactersSection = true
    let error: ErrorStateView?
    let character: CharacterView?
}
