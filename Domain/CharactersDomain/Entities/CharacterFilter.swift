/// Narrows a character list. Every field is optional; `nil` means "any". Text fields (``FilterText``: trimmed,
/// never blank) match case-insensitively as a substring (the API's semantics); status and gender match exactly.
public struct CharacterFilter: Hashable, Sendable {
    /// Part of the name, e.g. `rick`.
    public var name: FilterText?
    /// The exact status.
    public var status: CharacterStatus?
    /// Part of the species, e.g. `human`.
    public var species: FilterText?
    /// Part of the sub-type, e.g. `parasite`.
    public var type: FilterText?
    /// The exact gender.
    public var gender: CharacterGender?

    /// A filter; with no arguments it matches every character.
    public init(
        name: FilterText? = nil, status: CharacterStatus? = nil, species: FilterText? = nil, type: FilterText? = nil,
        gender: CharacterGender? = nil
    ) {
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
    }

    /// Whether the filter matches every character.
    public var isEmpty: Bool {
        name == nil && status == nil && species == nil && type == nil && gender == nil
    }
}
