#if UITesting
    import MarqueeKit
    import Hummingbird

    /// `GET /__uitest/baseline/movies/{id}`: the very bytes `GET /api/v1/movies/{id}` answers on the launch's stubs,
    /// rendered once and then answered as a constant, for `Scripts/benchmark`'s fair baseline of a big answer: what
    /// serving 33 KB costs without any of the route's own work. Only in `UITesting` builds under `-uitest`, like the
    /// stub control; a movie that does not render is a 404.
    struct BenchmarkBaselineRoutes: Sendable {
        let dependencies: @Sendable () -> AppDependencies

        func add(to control: RouterGroup<BasicRequestContext>) {
            let rendered = RenderedOnce(dependencies: dependencies)
            control.get("baseline/movies/:id") { _, context in
                guard let id = context.parameters.get("id", as: Int.self), let response = await rendered.response(id)
                else { throw HTTPError(.notFound) }
                return response
            }
        }

        /// Each movie's answer, rendered on first request.
        private actor RenderedOnce {
            let dependencies: @Sendable () -> AppDependencies
            private var responses: [Int: Response] = [:]

            init(dependencies: @escaping @Sendable () -> AppDependencies) {
                self.dependencies = dependencies
            }

            func response(_ id: Int) async -> Response? {
                if let response = responses[id] { return response }
                guard let movieID = try? EntityID(id),
                    let details = try? await dependencies().movies.makeFetchMovieDetailsUseCase().execute(
                        movieID: movieID)
                else { return nil }
                let response = Response.json(utf8: JSONPresentation.movieDetailsUTF8(details, pretty: false))
                responses[id] = response
                return response
            }
        }
    }
#endif
