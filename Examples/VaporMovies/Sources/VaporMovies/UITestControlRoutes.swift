#if UITesting
    import MarqueeKit
    import Vapor

    /// Marquee's `/__uitest/` control protocol (`UITestControl`: scenario, calls, reset, sessions) on Vapor's router,
    /// for a service started with `-uitest`: every request under `/__uitest/` as it arrived, answered as the control
    /// says (a path it does not have is its own 404 problem document).
    public func addUITestControl(_ control: UITestControl, to app: Application) {
        for method in [HTTPMethod.GET, .PUT, .POST, .DELETE] {
            app.on(method, "__uitest", "**", body: .collect(maxSize: ByteCount(value: UITestControl.maximumBodyBytes)))
            { request async -> Response in
                let answer = control.response(
                    method: request.method.rawValue, path: request.url.path,
                    cookieHeader: request.headers.first(name: .cookie),
                    sessionHeader: request.headers.first(name: StubWorlds.headerName),
                    body: request.body.data.map { Array($0.readableBytesView) } ?? [])
                let headers = HTTPHeaders(answer.contentType.map { [("Content-Type", $0)] } ?? [])
                return Response(
                    status: .init(statusCode: answer.status), headers: headers, body: .init(data: Data(answer.body)))
            }
        }
    }
#endif
