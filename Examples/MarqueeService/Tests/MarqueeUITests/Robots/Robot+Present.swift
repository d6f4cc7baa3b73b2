import Testing
import UITestKit

@testable import MarqueeService

extension Robot {
    /// Presents `model`'s page alone with the kit's one call (``Robot/present(page:model:in:sourceLocation:)``, the
    /// page named by the model's type) and returns this screen's robot once it arrived and was audited: the page's
    /// real template from a view model, without the use cases, e.g.
    /// `MovieDetailsRobot.present(MovieDetailsPage.stub(title: long), in: app)`.
    @discardableResult
    static func present(
        _ model: some PageModel, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await present(
            page: Swift.type(of: model).page.rawValue, model: model, in: app, sourceLocation: sourceLocation)
    }
}
