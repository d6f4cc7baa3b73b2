import Foundation
import HTTPTransport
import MarqueeService
import Testing

extension Robot {
    /// Presents `model`'s page alone and returns this screen's robot once it arrived (and was audited): the page's
    /// real template from a view model, without the use cases (`/__uitest/present/{page}`), e.g.
    /// `MovieDetailsRobot.present(MovieDetailsPage.stub(title: long), in: app)`.
    @discardableResult
    static func present(
        _ model: some PageModel, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        let page = Swift.type(of: model).page.rawValue
        let response = try await URLSessionHTTPClient(timeout: .seconds(10)).send(
            HTTPRequest(
                method: "PUT", url: app.stubs.baseURL.appending(path: "__uitest/present/\(page)"),
                headers: ["Content-Type": "application/json"], body: try JSONEncoder().encode(model)))
        guard response.isSuccess else {
            throw RobotFailure(
                screen: screen, testID: nil,
                message: "presenting \(page) answered \(response.statusCode): "
                    + String(decoding: response.body.prefix(300), as: UTF8.self),
                sourceLocation: sourceLocation)
        }
        return try await open("/__uitest/present/\(page)", in: app, sourceLocation: sourceLocation)
    }
}
