#if UITesting
    import Hummingbird
    import MarqueeKit
    import NIOCore

    /// The stub control a UI test in another process drives, under `/__uitest/` (compiled only with the
    /// `UITesting` trait, and routed only when the service runs with `-uitest`): the protocol `UITestControl` writes
    /// once for every service, mounted with the lines the article "Your own port under the switch" gives a
    /// Hummingbird service (the lines `Packages/UITestControlHummingbird` ships; here reflowed to their indentation),
    /// routed once and answered once:
    ///
    /// - `GET /__uitest/scenario`: the scenario the stubs simulate now (`name`, `scenario` as scenario JSON).
    /// - `PUT /__uitest/scenario`: replaces it at run time; the body is what `-uitest-scenario` takes (a preset
    ///   name or inline JSON, version 1 or 2, not `@file`), overriding only ports and methods the service stubs
    ///   (else a 400 naming them); a version 2 scenario's data that does not read is a 400 naming its JSON path
    ///   (`data.movies[0].title: expected a string, found 5`). A refused body leaves the scenario in force.
    ///   Fresh stubs: call logs and `failThenRecover` counters start over.
    /// - `GET /__uitest/calls`: every stub port's recorded calls since the last switch or reset: the most recent
    ///   (`CallLog.defaultCapacity` per port), each as `{"method": "popularMovies", "arguments": {"page": 1}}`, and
    ///   `dropped`, how many older calls the bounded log no longer holds.
    /// - `POST /__uitest/reset`: back to the launch scenario, logs emptied and dropped counts zero.
    /// - `POST /__uitest/sessions`: a UI-test session of its own (201, `{"session": "1", "cookie": "uitest-session=1"}`),
    ///   on the launch scenario or the one in the body; `DELETE /__uitest/sessions/{id}` ends it (204). The three
    ///   routes above act on the session the request names (the cookie, or the `UITest-Session` header), the launch
    ///   world without one; pages and the API serve from it too (``UITestSessionMiddleware``).
    ///
    /// A refusal is the control's RFC 9457 problem document; a body longer than `UITestControl.maximumBodyBytes` is
    /// a 413. Beside it: `/__uitest/present/{page}` and the gallery (``UITestPresentRoutes``), and
    /// `GET /__uitest/images/{host}/{path}` (``UITestImageRoutes``).
    struct UITestControlRoutes: Sendable {
        /// The control of the service's worlds.
        let control: UITestControl

        func add(to router: Router<BasicRequestContext>) {
            let control = self.control
            for method in [HTTPRequest.Method.get, .put, .post, .delete] {
                router.on("__uitest/**", method: method) { request, _ in
                    let body = try await request.body.collect(upTo: UITestControl.maximumBodyBytes)
                    let answer = control.response(
                        method: request.method.rawValue, path: request.uri.path, cookieHeader: request.headers[.cookie],
                        sessionHeader: request.headers.first { $0.name.canonicalName == "uitest-session" }?.value,
                        body: body.readableBytesView)
                    return Response(
                        status: .init(code: answer.status),
                        headers: answer.contentType.map { [.contentType: $0] } ?? [:],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
                }
            }
        }
    }
#endif
