#if UITesting
    import MarqueeKit
    import Vapor

    /// Marquee's `/__uitest/` control protocol (`UITestControl`: scenario, calls, reset) on Vapor's router, for a
    /// service started with `-uitest`.
    public func addUITestControl(_ control: UITestControl, to app: Application) {
        for method in [HTTPMethod.GET, .PUT, .POST, .DELETE, .PATCH] {
            app.on(method, "__uitest", "**", body: .collect(maxSize: ByteCount(value: UITestControl.maximumBodyBytes)))
            {
                request async -> Response in
                let path = request.url.path.dropFirst("/__uitest/".count)
                let body = request.body.data.map { Array($0.readableBytesView) } ?? []
                let session = StubWorlds.sessionID(
                    cookieHeader: request.headers.first(name: "Cookie"),
                    sessionHeader: request.headers.first(name: StubWorlds.headerName))
                switch control.respond(
                    method: request.method.rawValue, path: String(path), body: body, session: session)
                {
                case .json(let json):
                    return Response(
                        status: .ok, headers: ["Content-Type": "application/json"],
                        body: .init(data: Data(json.renderedUTF8(pretty: false))))
                case .created(let json):
                    return Response(
                        status: .created, headers: ["Content-Type": "application/json"],
                        body: .init(data: Data(json.renderedUTF8(pretty: false))))
                case .html(let html):
                    return Response(
                        status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: html))
                case .noContent:
                    return Response(status: .noContent)
                case .problem(let status, let detail):
                    return problem(HTTPStatus(statusCode: status), detail)
                case nil:
                    return problem(.notFound, "no control route is at \(request.url.path)")
                }
            }
        }
    }

    private func problem(_ status: HTTPStatus, _ detail: String) -> Response {
        let document = JSONValue.object([
            "title": .string(status.reasonPhrase), "status": .integer(Int(status.code)), "detail": .string(detail),
        ])
        return Response(
            status: status, headers: ["Content-Type": "application/problem+json"],
            body: .init(data: Data(document.renderedUTF8(pretty: false))))
    }
#endif
