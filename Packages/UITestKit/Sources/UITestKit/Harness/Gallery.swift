import Foundation
import Testing

/// A service's gallery of page states under `-uitest`: every page in each named state, on one sheet a person can
/// open (`/__uitest/gallery`), and a UI test can walk (one screenshot per state, ``UITestApp/checkScreenshot(_:maximumDifferingPixels:baselines:environment:sourceLocation:)``).
///
/// The states are kept in the test sources beside the robots, one line each, and put in the test's session:
///
/// ```swift
/// let states: [Gallery.State] = [
///     .path("Popular movies · empty", "/", on: "empty"),
///     .page("Movie · long title", "movie-details", model: MovieDetailsPage.stub(title: long)),
/// ]
/// try await app.stubs.putGallery(states)
/// for link in try await app.galleryLinks() {
///     try await app.open(link)
///     try await app.checkScreenshot("gallery-\(link.key)")
/// }
/// ```
///
/// The protocol, for a service that offers a gallery (optional; a service without one answers 404):
/// - `PUT /__uitest/gallery` takes `{"states": [{"name", "path", "scenario"} | {"name", "page", "model"}]}`: a path
///   opened on a scenario (what `PUT /__uitest/scenario` takes: a preset's name, or a scenario object), or a page
///   presented alone from its view model (what `PUT /__uitest/present/{page}` takes).
/// - `GET /__uitest/gallery` is a page whose state links carry `data-testid="gallery.state.{key}"`, the key being
///   the state's name's letters and digits in lower case, other runs one `-` (``State/key``).
/// - Opening a link puts the session in that state and redirects to its page.
public enum Gallery {
    /// One named state of a page: a path opened on a scenario, or a page presented from a view model.
    public struct State: Sendable {
        /// What a person calls it: `Popular movies · empty`.
        @available(*, deprecated, message: "package in 2.0.0: read the state's key")
        public let name: String
        let shows: Shows

        enum Shows: Sendable {
            case path(String, scenario: String)
            case page(String, model: any Encodable & Sendable)
        }

        /// The page at `path` (with its query) on `scenario`: a preset's name, or a scenario as JSON text.
        public static func path(_ name: String, _ path: String, on scenario: String) -> State {
            State(name: name, shows: .path(path, scenario: scenario))
        }

        /// The page `page` presented alone from `model`, its view model.
        public static func page(_ name: String, _ page: String, model: some Encodable & Sendable) -> State {
            State(name: name, shows: .page(page, model: model))
        }

        /// Its key in the gallery's links and `data-testid`s: the name's letters and digits without accents, in lower
        /// case, every other run of characters one `-` (`Popular movies · empty` → `popular-movies-empty`).
        public var key: String {
            var key = ""
            for character in name.folding(options: .diacriticInsensitive, locale: nil).lowercased() {
                if character.isASCII, character.isLetter || character.isNumber {
                    key.append(character)
                } else if !key.isEmpty, key.last != "-" {
                    key.append("-")
                }
            }
            return key.hasSuffix("-") ? String(key.dropLast()) : key
        }

        /// The state as the gallery's catalog writes it.
        func jsonObject() throws -> [String: Any] {
            switch shows {
            case .path(let path, let scenario):
                let object = try? JSONSerialization.jsonObject(with: Data(scenario.utf8))
                return ["name": name, "path": path, "scenario": object as? [String: Any] ?? scenario]
            case .page(let page, let model):
                let json = try JSONEncoder().encode(model)
                return ["name": name, "page": page, "model": try JSONSerialization.jsonObject(with: json)]
            }
        }
    }

    /// One state's link on the gallery page, as the browser shows it.
    public struct Link: Sendable, Hashable, Decodable {
        /// The state's key (``State/key``).
        public let key: String
        /// The state's name, as the link reads.
        public let name: String
        /// Where the link leads: `/__uitest/gallery/{key}`.
        public let href: String
    }

    /// The gallery page's path.
    public static let path = "/__uitest/gallery"

    // The links of the gallery page shown now, in order.
    static let linksScript = """
        var prefix = 'gallery.state.';
        return Array.from(document.querySelectorAll('[data-testid^="' + prefix + '"]')).map(function (link) {
          return { key: link.getAttribute('data-testid').slice(prefix.length), name: link.textContent.trim(),
                   href: link.getAttribute('href') };
        });
        """
}

extension StubControl {
    /// `PUT /__uitest/gallery`: `states` become this session's gallery, in order. A state the service cannot read
    /// (an unknown preset, a model that does not read, two names with one key) fails with the service's answer,
    /// which names the state's field (`states[2].model.movie.title`).
    public func putGallery(_ states: [Gallery.State], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let body: Data
        do {
            body = try JSONSerialization.data(
                withJSONObject: ["states": try states.map { try $0.jsonObject() }], options: [.sortedKeys])
        } catch {
            throw RobotFailure(
                screen: "gallery", testID: nil, message: "could not encode the gallery's states: \(error)",
                sourceLocation: sourceLocation)
        }
        _ = try await send(
            "PUT", "gallery", body: body, contentType: "application/json", doing: "putting the gallery",
            sourceLocation: sourceLocation)
    }
}

extension UITestApp {
    /// Opens the gallery of page states (``Gallery/path``) and reads its links, in order. A gallery without links
    /// fails: a walk over nothing would pass without looking at anything.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public func galleryLinks(sourceLocation: SourceLocation = #_sourceLocation) async throws -> [Gallery.Link] {
        try await open(Gallery.path, screen: "gallery", sourceLocation: sourceLocation)
        let links = try await session.execute(Gallery.linksScript, as: [Gallery.Link].self)
        guard !links.isEmpty else {
            throw RobotFailure(
                screen: "gallery", testID: nil, message: "\(Gallery.path) lists no state (no gallery.state.* link)",
                sourceLocation: sourceLocation)
        }
        return links
    }

    /// Opens `link`'s state, as following the link would: the page it leads to has loaded when this returns.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public func open(_ link: Gallery.Link, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await open(link.href, screen: "gallery", sourceLocation: sourceLocation)
    }
}

extension UITestApp {
    /// Walks the gallery: opens each state and checks its screenshot `{prefix}{key}`
    /// (``checkScreenshot(_:maximumDifferingPixels:baselines:environment:sourceLocation:)``). A state that differs
    /// from its baseline is recorded as an issue of its own and the walk goes on, so one run shows every state that
    /// changed (each one's images in the failure bundle). Returns the links walked.
    @discardableResult
    public func checkGalleryScreenshots(
        prefix: String = "gallery-", maximumDifferingPixels: Int = 0, baselines: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [Gallery.Link] {
        let links = try await galleryLinks(sourceLocation: sourceLocation)
        for link in links {
            try await open(link, sourceLocation: sourceLocation)
            do {
                try await checkScreenshot(
                    prefix + link.key, maximumDifferingPixels: maximumDifferingPixels, baselines: baselines,
                    sourceLocation: sourceLocation)
            } catch let failure as RobotFailure where failure.screen == "screenshot" {
                Issue.record("\(link.name): \(failure)", sourceLocation: sourceLocation)
            }
        }
        return links
    }
}
