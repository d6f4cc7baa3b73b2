#if UITesting
    import MarqueeKit
    import Foundation
    import Hummingbird
    import NIOCore

    /// The stub control a UI test in another process drives, under `/__uitest/` (compiled only with the
    /// `UITesting` trait, and routed only when the service runs with `-uitest`):
    ///
    /// - `GET /__uitest/scenario`: the scenario the stubs simulate now (`name`, `scenario` as scenario JSON).
    /// - `PUT /__uitest/scenario`: replaces it at run time; the body is what `-uitest-scenario` takes (a preset
    ///   name or inline JSON, version 1 or 2, not `@file`), overriding only ports and methods the session wires
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
    /// - `/__uitest/present/{page}`: one page presented alone from a view model (``UITestPresentRoutes``).
    /// - `GET /__uitest/images/{host}/{path}`: the picture a page shows in place of another host's image
    ///   (``UITestImageRoutes``).
    struct UITestControlRoutes: Sendable {
        let session: UITestSession

        /// The largest scenario body read: as long as a scenario may be (`Scenario.maximumDocumentBytes`, 1 MiB), so
        /// that a version 2 scenario's own data fits; a longer body is a 413 naming that limit.
        static let maximumBodySize = Scenario.maximumDocumentBytes

        func add(to control: RouterGroup<BasicRequestContext>) {
            control.get("scenario") { request, _ in try await answer(request, "scenario") }
            control.put("scenario") { request, _ in try await answer(request, "scenario") }
            control.get("calls") { request, _ in try await answer(request, "calls") }
            control.post("reset") { request, _ in try await answer(request, "reset") }
            control.post("sessions") { request, _ in try await answer(request, "sessions") }
            control.delete("sessions/:id") { request, context in
                try await answer(request, "sessions/" + (context.parameters.get("id") ?? ""))
            }
        }

        /// `UITestControl`'s answer (the protocol is written once, in the stub library) in this service's terms: a
        /// refused scenario is the `scenario` parameter's 400 problem; the scenario in force stays.
        private func answer(_ request: Request, _ path: String) async throws -> Response {
            let body = try await Self.body(of: request, what: "a scenario")
            let control = UITestControl(worlds: session.worlds)
            let answer = control.respond(
                method: request.method.rawValue, path: path, body: body.readableBytesView,
                session: UITestSessionMiddleware.sessionID(of: request))
            switch answer {
            case .json(let json): return .json(json)
            case .created(let json): return .json(json, status: .created)
            case .noContent: return Response(status: .noContent)
            case .problem(let status, let detail) where status == 404 || status == 503:
                throw Problem(.uiTestSession, status: .init(code: status), title: "UI-test session", detail: detail)
            case .problem(_, let detail): throw Problem.invalidParameter("scenario", detail)
            case .html, nil:
                preconditionFailure("the control answers \(request.method) /__uitest/\(path) with JSON or a problem")
            }
        }

        /// The body of a control request, at most ``maximumBodySize`` bytes; a longer one is a 413 saying that
        /// `what` (`a scenario`) is at most that long.
        static func body(of request: Request, what: String) async throws -> ByteBuffer {
            do {
                return try await request.body.collect(upTo: maximumBodySize)
            } catch is NIOTooManyBytesError {
                throw Problem(
                    .contentTooLarge, status: .contentTooLarge, title: "Content too large",
                    detail: "\(what) is at most \(maximumBodySize) bytes")
            }
        }
    }
#endif
