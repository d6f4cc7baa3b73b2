import MarqueeKit

/// `/characters`: the characters, narrowed by the filter form (template `character-list`).
package struct CharacterListPage: PageModel {
    package static var page: Page { .characterList }

    let documentTitle = "Characters"
    let screen = "characterList"
    let isMoviesSection = false
    let isCharactersSection = true
    package let name: String
    package let species: String
    package let type: String
    /// The text fields' `maxlength`: the longest text a filter takes.
    let filterMaximumLength = FilterText.maximumLength
    package let statusOptions: [OptionView]
    package let genderOptions: [OptionView]
    package let error: ErrorStateView?
    package let isEmpty: Bool
    package let hasRows: Bool
    package let rows: [CharacterRowView]
    package let paging: PagingView?

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case name, species, type, statusOptions, genderOptions, error, isEmpty, hasRows, rows, paging
    }
}

#if UITesting
    extension CharacterListPage {
        /// The characters as the page shows them, the filter form filled with `name`, `species`, `type`, `status`
        /// and `gender` (a status or gender by its form value, `alive`; empty: any): three rows
        /// (``CharacterRowView/stubs``) unless told otherwise. As the route does, an `error` shows no rows and no
        /// paging, and `isEmpty` and `hasRows` follow `rows`.
        package static func stub(
            name: String = "", species: String = "", type: String = "", status: String = "", gender: String = "",
            error: ErrorStateView? = nil, rows: [CharacterRowView] = CharacterRowView.stubs, paging: PagingView? = nil
        ) -> CharacterListPage {
            let rows = error == nil ? rows : []
            return CharacterListPage(
                name: name, species: species, type: type, statusOptions: PageContent.statusOptions(selected: status),
                genderOptions: PageContent.genderOptions(selected: gender), error: error,
                isEmpty: error == nil && rows.isEmpty, hasRows: !rows.isEmpty, rows: rows,
                paging: error == nil ? paging : nil)
        }
    }
#endif
