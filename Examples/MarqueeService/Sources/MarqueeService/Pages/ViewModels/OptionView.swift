/// One choice of a `<select>`: its form value (empty for "any"), its label and whether it is chosen.
struct OptionView: Codable, Sendable {
    let value: String
    let label: String
    /// The last part of its `data-testid`: the value, or `any`.
    let testID: String
    let isSelected: Bool

    init(value: String, label: String, selected: String) {
        self.value = value
        self.label = label
        testID = value.isEmpty ? "any" : value
        isSelected = value == selected
    }
}
