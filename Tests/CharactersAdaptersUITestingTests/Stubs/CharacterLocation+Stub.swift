import CharactersDomain

extension CharacterLocation {
    /// A place for tests; defaults to Earth (C-137), location 1. Pass `id: nil` for a place the API does not know.
    static func stub(name: String = "Earth (C-137)", id: Int? = 1) -> CharacterLocation {
        CharacterLocation(name: name, id: id)
    }
}
