#if UITesting
    import Hummingbird

    /// The pictures the pages show under `-uitest` (``PageImages/local``), part of the `/__uitest/` control (compiled
    /// only with the `UITesting` trait, routed only under `-uitest`):
    ///
    /// - `GET /__uitest/images/{host}/{path}`: the service's own picture of the image at `https://{host}/{path}`
    ///   (``StubPicture``), a PNG, the same bytes for the same address on every run, in the size the address asks
    ///   for. Kept by the browser (`Cache-Control: public, max-age=31536000, immutable`, and an `ETag`).
    /// - An address that is not a picture's (no host and file, or a file that is not `.jpg`, `.jpeg`, `.png`, `.gif`
    ///   or `.webp`) is a 404 problem.
    struct UITestImageRoutes: Sendable {
        /// How long a browser keeps a picture: a year, and never asks again while it has it (the same address is
        /// the same picture).
        static let cacheControl = "public, max-age=31536000, immutable"

        func add(to control: RouterGroup<BasicRequestContext>) {
            control.get("images/**") { _, context in
                let address = context.parameters.getCatchAll().joined(separator: "/")
                guard let picture = StubPicture(address: address) else {
                    throw Problem(
                        .notFound, status: .notFound, title: "Not found",
                        detail: "\(PageImages.localPath)/\(address) is not a picture's address: "
                            + "\(PageImages.localPath)/{host}/{path}, the file ending in "
                            + StubPicture.fileExtensions.sorted().map { ".\($0)" }.joined(separator: ", "))
                }
                let bytes = picture.png
                return Response(
                    status: .ok,
                    headers: [
                        .contentType: "image/png", .cacheControl: Self.cacheControl,
                        .eTag: EntityTag(of: bytes).headerValue,
                    ],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
            }
        }
    }
#endif
