import MarqueeKit

/// `/characters`: the characters, narrowed by the filter form (template `character-list`).
struct CharacterListPage: Sendable {
    let documentTitle = "Characters"
    let screen = "characterList"
    let isMoviesSection = false
    let isCharactersSection = true
    let name: String
    let species: String
    let type: String
    /// The text fields' `maxlength`: the longest text a filter takes.
    let filterMaximumLength = FilterText.maximumLength
    let statusOptions: [OptionView]
    let genderOptions: [OptionView]
    let error: ErrorStateView?
    let isEmpty: Bool
    let hasRows: Bool
    let rows: [CharacterRowView]
    let paging: PagingView?
}
