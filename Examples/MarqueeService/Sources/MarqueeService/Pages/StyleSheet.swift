import Foundation
import Hummingbird

/// The pages' one stylesheet, `GET /assets/site.css` (linked by `head.mustache`), read once at start-up from the
/// target's resources: a file the pages link, not an inline `<style>`, so that the Content-Security-Policy can allow
/// styles from the service alone (``SecurityHeadersMiddleware``). Tagged like a JSON answer, so that a browser
/// revalidating it gets a 304 (``ConditionalGetMiddleware``).
struct StyleSheet: Sendable {
    /// Where the pages link it.
    static let path = "/assets/site.css"

    /// The answer, the same bytes every time.
    private let response: Response

    /// The stylesheet `bytes`.
    init(bytes: [UInt8]) {
        response = Response(
            status: .ok,
            headers: [
                .contentType: "text/css; charset=utf-8", .eTag: EntityTag(of: bytes).headerValue,
                // Kept, but asked again each time: a new version of the service never shows a stale style.
                .cacheControl: "no-cache",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The stylesheet shipped in this target's resources (``ServiceResources``, `Assets/site.css`).
    static func bundled() throws(ServiceResourceError) -> StyleSheet {
        StyleSheet(bytes: Array(try ServiceResources.contents(of: "Assets/site.css", in: ServiceResources.directory)))
    }

    func register<Context: RequestContext>(on router: Router<Context>) {
        let response = self.response
        router.get(RouterPath(Self.path)) { _, _ in response }
    }
}
