import MarqueePageElements
import Testing
import UITestKit

/// A paged list screen (popular movies, a search, characters): rows `screen.row.<id>`, an empty state, links
/// between pages.
protocol ListRobot: RecoverableRobot where Element: ListPageElement {}

extension ListRobot {
    @discardableResult
    func tapNextPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.nextPage, to: Self.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapPreviousPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.previousPage, to: Self.self, sourceLocation: sourceLocation)
    }

    /// Checks that the page says the list is empty and has no rows.
    @discardableResult
    func checkShowsEmptyState(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed(.empty, sourceLocation: sourceLocation)
            .checkRowCount(0, sourceLocation: sourceLocation)
    }

    /// Waits until the page has `count` rows (`screen.row.<id>`).
    @discardableResult
    func checkRowCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkCount(of: .row, is: count, sourceLocation: sourceLocation)
    }

    /// Waits until the row of `id` shows a text containing `part`.
    @discardableResult
    func checkShowsRow(
        id: Int, containing part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText(.row, key: String(id), contains: part, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkPage(_ page: Int, of total: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.pageIndicator, is: "Page \(page) of \(total)", sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkHasNoPreviousPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent(.previousPage, sourceLocation: sourceLocation)
    }

    /// The checks every list's expectation shares, each only when given: the rows (id → a text the row shows),
    /// how many, the page (`(2, of: 3)`), whether there is a previous page, whether the empty state shows.
    func checkList(
        rows: [Int: String]?, rowCount: Int?, page: (Int, of: Int)?, hasPreviousPage: Bool?, isEmpty: Bool?,
        sourceLocation: SourceLocation
    ) async throws {
        for (id, text) in (rows ?? [:]).sorted(by: { $0.key < $1.key }) {
            try await checkShowsRow(id: id, containing: text, sourceLocation: sourceLocation)
        }
        if let rowCount { try await checkRowCount(rowCount, sourceLocation: sourceLocation) }
        if let page { try await checkPage(page.0, of: page.of, sourceLocation: sourceLocation) }
        switch hasPreviousPage {
        case true?: try await checkDisplayed(.previousPage, sourceLocation: sourceLocation)
        case false?: try await checkHasNoPreviousPage(sourceLocation: sourceLocation)
        case nil: break
        }
        switch isEmpty {
        case true?: try await checkShowsEmptyState(sourceLocation: sourceLocation)
        case false?: try await checkAbsent(.empty, sourceLocation: sourceLocation)
        case nil: break
        }
    }
}
