import Testing
import UITestKit

@testable import Bookshelf

@Suite("Every data-testid a robot uses is in the templates (no browser)")
struct PageElementTests {
    @Test("The list's and the details' elements are each carried by a template")
    func everyElementIsInATemplate() {
        let templates = PageTemplates.texts.values.joined(separator: "\n")
        let elements =
            BookListRobot.Element.allCases.map { ($0.testID, $0.rawValue) }
            + BookDetailsRobot.Element.allCases.map { ($0.testID, $0.rawValue) }

        for (testID, element) in elements {
            // Spelled out in a page's template, or in a partial that takes the screen from the page.
            let carried =
                templates.contains("data-testid=\"\(testID)")
                || templates.contains("data-testid=\"{{screen}}.\(element)")
            #expect(carried, "no template carries data-testid=\"\(testID)\"")
        }
    }
}
