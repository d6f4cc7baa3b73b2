/// `/characters/{id}`: one character with its episodes (template `character-details`).
struct CharacterDetailsPage: PageModel {
    static var page: Page { .characterDetails }

    let documentTitle: String
    let error: ErrorStateView?
    var character: CharacterView?

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case documentTitle, error, character
    }

    /// The page with its portrait's address replaced.
    func addressingImages(_ address: (String) -> String) -> CharacterDetailsPage {
        replacing(\.character) { $0.addressingImages(address) }
    }
}

#if UITesting
    extension CharacterDetailsPage {
        /// A character's page: ``CharacterView/stub(name:imageURL:status:species:type:gender:origin:location:episodes:)``
        /// unless told otherwise, e.g. `.stub(character: .stub(episodes: []))`, titled after it. As the route does,
        /// an `error` shows no character and is titled `Character`.
        static func stub(
            error: ErrorStateView? = nil, character: CharacterView = .stub()
        )
            -> CharacterDetailsPage
        {
            guard error == nil else {
                return CharacterDetailsPage(documentTitle: "Character", error: error, character: nil)
            }
            return CharacterDetailsPage(documentTitle: character.name, error: nil, character: character)
        }
    }
#endif
