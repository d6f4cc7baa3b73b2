import Testing

/// A paged list screen (popular movies, characters): rows `screen.row.<id>`, an empty state, a next-page link.
protocol ListRobot: RecoverableRobot {}

extension ListRobot {
    static var contentName: String { "row." }

    @discardableResult
    func tapNextPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap("nextPage", to: Self.self, sourceLocation: sourceLocation)
    }

    /// Checks that the page says the list is empty and has no rows.
    @discardableResult
    func checkShowsEmptyState(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed("empty", sourceLocation: sourceLocation)
            .checkRowCount(0, sourceLocation: sourceLocation)
    }
}
