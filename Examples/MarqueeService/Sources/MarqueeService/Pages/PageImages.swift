/// Where the images the pages show come from, decided once per service and applied where every page is rendered
/// (``PageTemplates/render(_:)``), so that no route, and no page presented alone, can show another:
///
/// - ``upstream`` (live): the addresses the data gives, TMDb's posters and the Rick and Morty API's portraits, over
///   HTTPS;
/// - ``local`` (`-uitest`): the service's own picture of each (``StubPicture``, `GET /__uitest/images/…`), so that
///   nothing a page shows touches the network and a screenshot of it is the same on every run.
///
/// The Content-Security-Policy's `img-src` says the same (``imageSources``).
enum PageImages: Sendable, Hashable {
    case upstream
    case local

    /// Where the service serves its pictures: `/__uitest/images/{host}/{path}`.
    static let localPath = "/__uitest/images"

    /// The address a page shows for the image at `url`: `url` itself upstream; locally, an `http(s)` address's host
    /// and path under ``localPath`` (`https://image.tmdb.org/t/p/w500/abc.jpg` →
    /// `/__uitest/images/image.tmdb.org/t/p/w500/abc.jpg`, its query and fragment left out), and anything else
    /// unchanged (already the service's own, or no address the policy lets a page load).
    func address(of url: String) -> String {
        guard self == .local else { return url }
        let schemes = ["https://", "http://"]
        guard let scheme = schemes.first(where: { url.lowercased().hasPrefix($0) }) else { return url }
        let rest = url.dropFirst(scheme.count)
        let hostAndPath = rest.prefix { $0 != "?" && $0 != "#" }
        guard let slash = hostAndPath.firstIndex(of: "/"), slash != hostAndPath.startIndex else { return url }
        return Self.localPath + "/" + hostAndPath.lowercasedHost(endingAt: slash)
    }

    /// `model` as its page shows it: each image address it holds through ``address(of:)``.
    func shown<Model: PageModel>(_ model: Model) -> Model {
        self == .upstream ? model : model.addressingImages(address(of:))
    }

    /// The policy's `img-src`: the service and any HTTPS host upstream, the service alone locally.
    var imageSources: String {
        switch self {
        case .upstream: "'self' https:"
        case .local: "'self'"
        }
    }
}

extension Substring {
    /// `host/path` with the host (before `slash`) in lower case, as a URL's host is compared: one picture per image.
    fileprivate func lowercasedHost(endingAt slash: Index) -> String {
        self[..<slash].lowercased() + self[slash...]
    }
}
