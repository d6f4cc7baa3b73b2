#if UITesting
    import Foundation
    import MarqueeKit

    /// The states a gallery lists (``GalleryPage``): each a name and either a page's path on a scenario, or a page
    /// presented alone from a view model. A UI test puts its own catalog in its session (`PUT /__uitest/gallery`,
    /// ``UITestPresentRoutes``); a session without one (a person exploring `-uitest` by hand) gets ``builtIn``, every
    /// page on every preset.
    struct GalleryCatalog: Sendable {
        /// One state of one page.
        struct State: Sendable {
            /// What a person calls it.
            let name: String
            /// Its key in links and `data-testid`s (``key(of:)``).
            let key: String
            /// What opening it shows.
            let shows: Shows
        }

        /// What opening a state shows.
        enum Shows: Sendable {
            /// The page at `path` (with its query), served on `scenario`, called `scenarioName` in words.
            case path(String, scenario: Scenario, scenarioName: String)
            /// `model`'s page, presented alone from it.
            case model(any PageModel)
        }

        /// The most states one catalog holds.
        static let maximumStates = 500
        /// The longest name a state may have, in characters.
        static let maximumNameLength = 200
        /// The key under which a session's world keeps its catalog.
        static let presentationKey = "gallery-catalog"

        /// Where the states come from, in words, for the page.
        let source: String
        /// The states, in order; no two have the same key.
        let states: [State]

        /// The state whose key is `key`, if any.
        func state(keyed key: String?) -> State? {
            states.first { $0.key == key }
        }

        /// The gallery page listing these states, each a button posting to `/__uitest/gallery/{key}`.
        var page: GalleryPage {
            GalleryPage(
                source: source,
                states: states.map { state in
                    let shows =
                        switch state.shows {
                        case .path(let path, _, let scenarioName): "\(path) on the scenario \(scenarioName)"
                        case .model(let model): "\(type(of: model).page.rawValue), presented from a view model"
                        }
                    return GalleryPage.State(
                        name: state.name, key: state.key, href: "/__uitest/gallery/\(state.key)", shows: shows)
                })
        }

        /// Every page on every preset but `slow` (whose pages are the happy path's, later), in the order of the pages:
        /// what a session that put no catalog of its own is shown.
        static let builtIn: GalleryCatalog = {
            let pages = [
                ("Popular movies", "/"), ("Search", "/search?query=fight"), ("Movie", "/movies/550"),
                ("Characters", "/characters"), ("Character", "/characters/1"), ("Your ratings", "/ratings"),
            ]
            let portSets = UITestDependencies.portSets
            let presets = StubWorld.presetNames(for: portSets).filter { $0 != "slow" }
            let states = pages.flatMap { page, path in
                presets.compactMap { preset in
                    (try? StubWorld.scenario(preset, for: portSets)).map { scenario in
                        let name = "\(page) · \(preset)"
                        return State(
                            name: name, key: key(of: name),
                            shows: .path(path, scenario: scenario, scenarioName: preset))
                    }
                }
            }
            return GalleryCatalog(
                source: "Every page on every preset: this session put no catalog of its own (PUT /__uitest/gallery).",
                states: states)
        }()

        /// A state's key: its name's letters and digits without their accents, in lower case, every other run of
        /// characters one `-` (`Popular movies · empty` → `popular-movies-empty`).
        static func key(of name: String) -> String {
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

        /// The catalog in the body of `PUT /__uitest/gallery`, each scenario checked against `world`:
        ///
        /// ```json
        /// {"states": [
        ///   {"name": "Popular movies · empty", "path": "/", "scenario": "empty"},
        ///   {"name": "Movie · long title", "page": "movie-details", "model": {"documentTitle": "…", …}}
        /// ]}
        /// ```
        ///
        /// A scenario is what `PUT /__uitest/scenario` takes (a preset's name, or a scenario object); a model is what
        /// `PUT /__uitest/present/{page}` takes. Anything that does not read is a 400 problem whose `parameter` names
        /// it (`states[2].model.movie.title`, `states[0].scenario`).
        init(json: Data, checkedAgainst world: StubWorld) throws {
            guard let body = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
                throw Problem.invalidParameter("body", "a gallery is a JSON object: {\"states\": [...]}")
            }
            if let unknown = body.keys.sorted().first(where: { $0 != "states" }) {
                throw Problem.invalidParameter(unknown, "\(unknown): not a field of a gallery (it has states)")
            }
            guard let given = body["states"] as? [Any] else {
                throw Problem.invalidParameter("states", "states: expected an array of states")
            }
            guard given.count <= Self.maximumStates else {
                throw Problem.invalidParameter(
                    "states", "states: \(given.count) states, more than the \(Self.maximumStates) a gallery holds")
            }
            var states: [State] = []
            for (index, element) in given.enumerated() {
                let state = try Self.state(element, at: "states[\(index)]", checkedAgainst: world)
                if let twin = states.firstIndex(where: { $0.key == state.key }) {
                    throw Problem.invalidParameter(
                        "states[\(index)].name",
                        "states[\(index)].name: \"\(state.name)\" has the key \(state.key), as states[\(twin)] has")
                }
                states.append(state)
            }
            self.init(source: "The states this session's tests put (PUT /__uitest/gallery).", states: states)
        }

        private init(source: String, states: [State]) {
            self.source = source
            self.states = states
        }

        /// The state in `element`, at `field` (`states[2]`) of the body.
        private static func state(_ element: Any, at field: String, checkedAgainst world: StubWorld) throws -> State {
            guard let object = element as? [String: Any] else {
                throw Problem.invalidParameter(field, "\(field): expected a state object")
            }
            let allowed: Set = ["name", "path", "scenario", "page", "model"]
            if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw Problem.invalidParameter(
                    "\(field).\(unknown)", "\(field).\(unknown): not a field of a state (\(allowed.sorted()))")
            }
            guard let name = object["name"] as? String, !key(of: name).isEmpty, name.count <= maximumNameLength
            else {
                throw Problem.invalidParameter(
                    "\(field).name",
                    "\(field).name: expected a name of at most \(maximumNameLength) characters, with a letter or digit")
            }
            switch (object["path"], object["scenario"], object["page"], object["model"]) {
            case (let path?, let scenario?, nil, nil):
                guard let path = path as? String, path.hasPrefix("/"), !path.hasPrefix("//"), path.count <= 2_000 else {
                    throw Problem.invalidParameter(
                        "\(field).path", "\(field).path: expected a path on this service, starting with one /")
                }
                let (parsed, scenarioName) = try Self.scenario(scenario, at: "\(field).scenario", world: world)
                return State(
                    name: name, key: key(of: name), shows: .path(path, scenario: parsed, scenarioName: scenarioName))
            case (nil, nil, let page?, let model?):
                guard let pageName = page as? String, let page = Page(rawValue: pageName) else {
                    throw Problem.invalidParameter(
                        "\(field).page", "\(field).page: expected one of the pages: \(Page.names)")
                }
                do {
                    let json = try JSONSerialization.data(withJSONObject: model, options: [.fragmentsAllowed])
                    return State(
                        name: name, key: key(of: name),
                        shows: .model(try UITestPresentRoutes.model(of: page, from: json)))
                } catch let problem as Problem {
                    let inner = problem.parameter.map { $0 == "body" ? "" : ".\($0)" } ?? ""
                    throw Problem.invalidParameter("\(field).model\(inner)", "\(field): \(problem.detail)")
                }
            default:
                throw Problem.invalidParameter(
                    field, "\(field): a state has either a path and a scenario, or a page and its model")
            }
        }

        /// The scenario `value` names (a preset's name) or is (a scenario object), checked against `world`, and
        /// what to call it.
        private static func scenario(
            _ value: Any, at field: String, world: StubWorld
        ) throws -> (Scenario, name: String) {
            let body: Data
            let name: String
            switch value {
            case let preset as String:
                body = Data(preset.utf8)
                name = preset
            case let object as [String: Any]:
                body = try JSONSerialization.data(withJSONObject: object)
                name = "of its own"
            default:
                throw Problem.invalidParameter(field, "\(field): expected a preset's name or a scenario object")
            }
            do throws(ScenarioError) {
                return (try StubWorld.scenario(String(decoding: body, as: UTF8.self), for: world.portSets), name)
            } catch {
                throw Problem.invalidParameter(field, "\(field): \(error.description)")
            }
        }
    }
#endif
