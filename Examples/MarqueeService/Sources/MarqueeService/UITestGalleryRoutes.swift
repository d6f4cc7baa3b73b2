#if UITesting
    import Foundation
    import Hummingbird
    import MarqueeKit

    /// Every page in each of its named states, on one sheet: part of the `/__uitest/` control (compiled only with the
    /// `UITesting` trait, routed only under `-uitest`). Each UI-test session has its own gallery (the session the
    /// request names, as ``UITestSessionMiddleware`` reads it; the launch world's without one):
    ///
    /// - `PUT /__uitest/gallery`: the session's catalog of states (``GalleryCatalog``, a name and either a path on a
    ///   scenario or a page's view model); 204. A catalog that does not read is a 400 problem naming the state's field.
    /// - `GET /__uitest/gallery`: the gallery page (``GalleryPage``): each state a link. A session that put no catalog
    ///   sees the built-in one, every page on every preset.
    /// - `GET /__uitest/gallery/{key}`: opens the state: the session's scenario becomes the state's and the answer
    ///   is a 303 to its path, or its model is presented and the answer a 303 to `/__uitest/present/{page}`. Opening
    ///   a state changes the session, as `PUT /__uitest/scenario` does: a person who opened one goes on exploring in
    ///   it. A key of no state is a 404 problem.
    struct UITestGalleryRoutes: Sendable {
        let pages: PageRoutes
        let worlds: StubWorlds

        func add(to control: RouterGroup<BasicRequestContext>) {
            control.put("gallery") { request, _ in
                let world = try worlds.world(of: request)
                let body = try await UITestControlRoutes.body(of: request, what: "a gallery")
                world.present(
                    try GalleryCatalog(json: Data(buffer: body), checkedAgainst: world),
                    as: GalleryCatalog.presentationKey)
                return Response(status: .noContent)
            }
            control.get("gallery") { request, _ in
                pages.response(try catalog(of: worlds.world(of: request)).page)
            }
            control.get("gallery/:key") { request, context in
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
        }

        /// The catalog `world` put, or the built-in one.
        private func catalog(of world: StubWorld) -> GalleryCatalog {
            world.presentation(of: GalleryCatalog.presentationKey) as? GalleryCatalog ?? .builtIn
        }
    }
#endif
