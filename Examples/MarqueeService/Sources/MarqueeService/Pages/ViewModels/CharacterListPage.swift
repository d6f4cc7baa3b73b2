import MarqueeKit

/// `/characters`: the characters, narrowed by the filter form (template `character-list`).
struct CharacterListPage: PageModel {
    static var page: Page { .characterList }

    let name: String
    let species: String
    let type: String
    /// The text fields' `maxlength`: the longest text a filter takes.
    let filterMaximumLength = FilterText.maximumLength
    let statusOptions: [OptionView]
    let genderOptions: [OptionView]
    let list: ListView

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case name, species, type, statusOptions, genderOptions, list
    }

    /// The page with the filter form filled with `name`, `species`, `type`, `status` and `gender` (a status or
    /// gender by its form value, `alive`; empty: any), above `list`.
    init(name: String, species: String, type: String, status: String, gender: String, list: ListView) {
        self.name = name
        self.species = species
        self.type = type
        statusOptions = PageContent.statusOptions(selected: status)
        genderOptions = PageContent.genderOptions(selected: gender)
        self.list = list
    }
}

#if UITesting
    extension CharacterListPage {
        /// The characters as the page shows them, the filter form filled as ``init(name:species:type:status:gender:list:)``
        /// says: three rows (``RowView/characterStubs``) unless told otherwise; an `error` shows no rows and no
        /// paging (``ListView``).
        static func stub(
            name: String = "", species: String = "", type: String = "", status: String = "", gender: String = "",
            error: ErrorStateView? = nil, rows: [RowView] = RowView.characterStubs, paging: PagingView? = nil
        ) -> CharacterListPage {
            CharacterListPage(
                name: name, species: species, type: type, status: status, gender: gender,
                list: .stub(error: error, rows: rows, paging: paging))
        }
    }
#endif
