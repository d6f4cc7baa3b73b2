import Foundation
import Testing
@_spi(Plumbing) import UITestKit

extension UITestApp {
    /// Fails at once unless the page shows `count` images, each from the service itself (its own origin, the
    /// browser's address of it) and loaded (`complete`, `naturalWidth` > 0): under `-uitest` no picture comes from
    /// another host (issue 49). The page is complete on arrival: the browser's page load waits for its images. On the
    /// HTML driver, the count and the origins are checked from the markup, and "loaded" is named browser-only.
    func checkPicturesAreTheServiceOwn(
        count: Int, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let images: [[String]]
        if browserOnly("every picture loaded (painted)", screen: screen, sourceLocation: sourceLocation) {
            images = try await session.execute(
                "return Array.from(document.images).map(i => [i.src, String(i.complete && i.naturalWidth > 0)]);",
                as: [[String]].self)
        } else {
            // The HTML driver: each <img>'s source, resolved against the page, read from the page's markup; whether
            // it loaded is the browser's to tell (named browser-only above).
            let page = try await pageSource()
            let base = service.browserURL
            images = page.matches(of: /<img\b[^>]*?\bsrc="([^"]*)"/).map { match in
                [URL(string: String(match.1), relativeTo: base)?.absoluteString ?? String(match.1), "true"]
            }
        }
        let origin = service.browserURL.absoluteString.trimmingCharacters(in: ["/"]) + "/"
        let foreign = images.filter { !($0.first ?? "").hasPrefix(origin) }.map { $0.first ?? "" }
        let broken = images.filter { $0.last != "true" }.map { $0.first ?? "" }
        let failure =
            images.count != count
            ? "expected \(count) images, but the page shows \(images.count)"
            : !foreign.isEmpty
                ? "expected every image from \(origin), but \(foreign.joined(separator: ", ")) is not"
                : !broken.isEmpty ? "expected every image loaded, but \(broken.joined(separator: ", ")) is not" : nil
        if let failure {
            throw RobotFailure(screen: screen, testID: nil, message: failure, sourceLocation: sourceLocation)
        }
    }
}
