#if UITesting
    import Foundation
    import Hummingbird
    import MarqueeKit
    import NIOCore

    /// One page, presented alone: a UI test renders any page's template from a view model it posts, to test and audit
    /// a state (an error, an empty list, a long title, missing fields) without driving the use cases to it. Part of
    /// the `/__uitest/` control (compiled only with the `UITesting` trait, routed only under `-uitest`):
    ///
    /// - `PUT /__uitest/present/{page}`: the body is the page's view model as JSON (``PageModel``, its own field
    ///   names; `{page}` is one of ``Page``, `movie-details`); 204. An unknown page is a 404 problem listing the
    ///   pages; a model that does not read (a value of the wrong type, a missing field, a field the model does not
    ///   have, an error state without exactly one link) is a 400 problem whose `parameter` names the field
    ///   (`movie.cast[0].name`); a body over
    ///   ``maximumBodySize`` is a 413.
    /// - `GET /__uitest/present/{page}`: that page rendered from the last model put, by the template its real route
    ///   uses, as HTML (200, whatever state the model shows); a 404 problem while none was put.
    ///
    /// Every page in each of its named states, on one sheet, a gallery (``GalleryCatalog``, ``GalleryPage``):
    ///
    /// - `PUT /__uitest/gallery`: the session's catalog of states (a name and either a path on a scenario or a page's
    ///   view model); 204. A catalog that does not read is a 400 problem naming the state's field.
    /// - `GET /__uitest/gallery`: the gallery page, each state a button in a form that posts to its address. A
    ///   session that put no catalog sees the built-in one, every page on every preset.
    /// - `POST /__uitest/gallery/{key}`: opens the state: the session's scenario becomes the state's and the answer
    ///   is a 303 to its path, or its model is presented and the answer a 303 to `/__uitest/present/{page}`. Opening
    ///   a state changes the session, as `PUT /__uitest/scenario` does: a person who opened one goes on exploring in
    ///   it. A key of no state is a 404 problem. A `GET` or `HEAD` there changes nothing (a prefetch, a link
    ///   checker, a typed address): a 405 problem saying to post.
    ///
    /// Each UI-test session presents its own pages and gallery (the session the request names, as
    /// ``UITestSessionMiddleware`` reads it; the launch world's without one): they are kept in its world
    /// (`StubWorld.presentation(of:)`).
    struct UITestPresentRoutes: Sendable {
        let pages: PageRoutes
        let worlds: StubWorlds

        /// The largest model or gallery read: as long as a scenario may be (`UITestControl.maximumBodyBytes`,
        /// 1 MiB); a longer body is a 413 problem naming that limit.
        static let maximumBodySize = UITestControl.maximumBodyBytes

        /// The body of `request`, at most ``maximumBodySize`` bytes; a longer one is a 413 saying that `what`
        /// (`a page's model`) is at most that long.
        static func body(of request: Request, what: String) async throws -> ByteBuffer {
            do {
                return try await request.body.collect(upTo: maximumBodySize)
            } catch is NIOTooManyBytesError {
                throw Problem(
                    .contentTooLarge, status: .contentTooLarge, title: "Content too large",
                    detail: "\(what) is at most \(maximumBodySize) bytes")
            }
        }

        func add(to control: RouterGroup<BasicRequestContext>) {
            control.put("present/:page") { request, context in
                let page = try Self.page(named: context.parameters.get("page"))
                let world = try worlds.world(of: request)
                let body = try await Self.body(of: request, what: "a page's model")
                world.present(try Self.model(of: page, from: Data(buffer: body)), as: page.rawValue)
                return Response(status: .noContent)
            }
            control.get("present/:page") { request, context in
                let page = try Self.page(named: context.parameters.get("page"))
                guard let model = try worlds.world(of: request).presentation(of: page.rawValue) as? any PageModel else {
                    throw Problem(
                        .notFound, status: .notFound, title: "Not found",
                        detail: "no model of \(page.rawValue) was put yet: PUT /__uitest/present/\(page.rawValue) first"
                    )
                }
                return pages.response(model)
            }
            control.put("gallery") { request, _ in
                let world = try worlds.world(of: request)
                let body = try await Self.body(of: request, what: "a gallery")
                world.present(
                    try GalleryCatalog(json: Data(buffer: body), checkedAgainst: world),
                    as: GalleryCatalog.presentationKey)
                return Response(status: .noContent)
            }
            control.get("gallery") { request, _ in
                pages.response(try catalog(of: worlds.world(of: request)).page)
            }
            control.post("gallery/:key") { request, context in
                let world = try worlds.world(of: request)
                let key = context.parameters.get("key")
                guard let state = catalog(of: world).state(keyed: key) else {
                    throw Problem(
                        .notFound, status: .notFound, title: "Not found",
                        detail: "the gallery has no state keyed \(key ?? ""): GET /__uitest/gallery lists them")
                }
                switch state.shows {
                case .path(let path, let scenario, _):
                    do throws(ScenarioError) {
                        try world.replaceScenario(scenario)
                    } catch {
                        throw Problem.invalidParameter("scenario", error.description)
                    }
                    return Response.redirect(to: path, type: .normal)
                case .model(let model):
                    let page = type(of: model).page
                    world.present(model, as: page.rawValue)
                    return Response.redirect(to: "/__uitest/present/\(page.rawValue)", type: .normal)
                }
            }
            // A GET or HEAD (a prefetch, a link checker, an address typed in) changes nothing.
            control.get("gallery/:key") { _, _ -> Response in
                throw Problem(
                    .methodNotAllowed, status: .methodNotAllowed, title: "Method not allowed",
                    detail: "a gallery state opens with POST (the gallery page's buttons): GET /__uitest/gallery")
            }
        }

        /// The catalog `world` put, or the built-in one.
        private func catalog(of world: StubWorld) -> GalleryCatalog {
            world.presentation(of: GalleryCatalog.presentationKey) as? GalleryCatalog ?? .builtIn
        }

        /// The page called `name`, or a 404 problem listing the pages.
        private static func page(named name: String?) throws -> Page {
            guard let name, let page = Page(rawValue: name) else {
                throw Problem(
                    .notFound, status: .notFound, title: "Not found",
                    detail: "no page is named \(name ?? ""); the pages are \(Page.names)")
            }
            return page
        }

        /// `page`'s model read from `json`, or a 400 problem naming the field that does not read: a value of the wrong
        /// type, a missing field, or a field the model does not have (a misspelled optional would else be dropped).
        static func model(of page: Page, from json: Data) throws -> any PageModel {
            let model: any PageModel
            do {
                model = try page.modelType.decoded(from: json)
            } catch let error as DecodingError {
                let (field, reason) = describe(error)
                throw Problem.invalidParameter(field, "\(page.rawValue) model: \(field): \(reason)")
            }
            // What was read, written back, has every member the body gave a value (a `null` optional is left out).
            let given = try JSONSerialization.jsonObject(with: json)
            let read = try JSONSerialization.jsonObject(with: model.encoded())
            if let field = unknownField(in: given, readAs: read) {
                throw Problem.invalidParameter(field, "\(page.rawValue) model: \(field): not a field of this model")
            }
            return model
        }

        /// The first member of `given` (depth first, keys in order) that `read` does not have, as a path.
        private static func unknownField(in given: Any, readAs read: Any, at path: String = "") -> String? {
            switch (given, read) {
            case (let given as [String: Any], let read as [String: Any]):
                for key in given.keys.sorted() where !(given[key] is NSNull) {
                    let field = path.isEmpty ? key : "\(path).\(key)"
                    guard let value = read[key] else { return field }
                    if let unknown = unknownField(in: given[key] ?? NSNull(), readAs: value, at: field) {
                        return unknown
                    }
                }
            case (let given as [Any], let read as [Any]):
                for (index, (element, readElement)) in zip(given, read).enumerated() {
                    if let unknown = unknownField(in: element, readAs: readElement, at: "\(path)[\(index)]") {
                        return unknown
                    }
                }
            default:
                break
            }
            return nil
        }

        /// The field a decoding error is about (`movie.cast[0].name`; `body` for the document as a whole) and why.
        private static func describe(_ error: DecodingError) -> (field: String, reason: String) {
            switch error {
            case .keyNotFound(let key, let context):
                (field(context.codingPath + [key]), "missing")
            case .valueNotFound(let type, let context):
                (field(context.codingPath), "expected \(kind(of: type)), found null")
            case .typeMismatch(let type, let context):
                (field(context.codingPath), "expected \(kind(of: type))")
            case .dataCorrupted(let context) where context.codingPath.isEmpty:
                ("body", "not a JSON object")
            case .dataCorrupted(let context):
                (
                    field(context.codingPath),
                    context.debugDescription.isEmpty ? "not a valid value" : context.debugDescription
                )
            @unknown default:
                ("body", "not a model of this page")
            }
        }

        /// `movie.cast[0].name`.
        private static func field(_ path: [any CodingKey]) -> String {
            let text = path.reduce(into: "") { text, key in
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "body" : text
        }

        /// What a JSON value of `type` is, in words (`a string`, `a number`, `an object`).
        private static func kind(of type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is Int.Type, is Double.Type: "a number"
            case is [Any].Type: "an array"
            default: "an object"
            }
        }
    }

    extension PageModel {
        /// The model in `json`, read with its own field names.
        static func decoded(from json: Data) throws -> any PageModel {
            try JSONDecoder().decode(Self.self, from: json)
        }

        /// The model as JSON, with its own field names.
        func encoded() throws -> Data {
            try JSONEncoder().encode(self)
        }
    }
#endif
