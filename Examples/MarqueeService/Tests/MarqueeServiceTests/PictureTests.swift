import Foundation
import HTTPTypes
import HummingbirdTesting
import MarqueeTestSupport
import MarqueeUpstreamReplay
import NIOCore
import Testing

@testable import MarqueeService

/// Pictures offline: under `-uitest` every image a page shows is the service's own (`/__uitest/images/…`), a PNG
/// drawn from its address, and the Content-Security-Policy lets a page load images from the service alone; live,
/// the pages keep the data's real addresses and the policy its `https:`.
@Suite("Pictures offline: under -uitest every image a page shows is the service's own")
struct PictureTests {
    /// The poster of Fight Club and Rick's portrait, as the stubs give them, and as the pages show them under -uitest.
    static let poster = "/__uitest/images/image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"
    static let portrait = "/__uitest/images/rickandmortyapi.com/api/character/avatar/1.jpeg"

    @Test(
        "A page with an image shows the service's own address for it, and no http(s) image address",
        arguments: [("/movies/550", poster), ("/characters/1", portrait)])
    func pagesShowOwnImages(path: String, image: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let html = try await client.get(path).text

            // Then
            #expect(Self.imageSources(in: html) == [image])
        }
    }

    @Test("A page presented alone from a model with https image addresses shows the service's own ones")
    func presentedPagesShowOwnImages() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given the stub models, whose addresses are TMDb's and the Rick and Morty API's
            let pages: [(String, any PageModel)] = [
                ("movie-details", MovieDetailsPage.stub()), ("character-details", CharacterDetailsPage.stub()),
            ]
            for (page, model) in pages {
                let put = try await client.executeRequest(
                    uri: "/__uitest/present/\(page)", method: .put, headers: [:],
                    body: ByteBuffer(bytes: try model.encoded()))
                #expect(put.status == .noContent)

                // When
                let html = try await client.get("/__uitest/present/\(page)").text

                // Then
                #expect(Self.imageSources(in: html) == [page == "movie-details" ? Self.poster : Self.portrait])
            }
        }
    }

    @Test("A movie without a poster still shows its placeholder, and no image")
    func placeholder() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When (movie 329 has no poster in the stubs)
            let html = try await client.get("/movies/329").text

            // Then
            #expect(html.contains(#"data-testid="movieDetails.posterPlaceholder">No poster<"#))
            #expect(Self.imageSources(in: html).isEmpty)
        }
    }

    @Test(
        "Each image a page shows is served: a PNG of the size its address asks for, kept by the browser",
        arguments: [(poster, 500, 750), (portrait, 300, 300)])
    func imageServed(path: String, width: Int, height: Int) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(path)

            // Then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(response.headers[.eTag] != nil)
            let png = Array(response.body.readableBytesView)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(Self.size(of: png) == [width, height])
            #expect(Self.chunkTypes(of: png) == ["IHDR", "PLTE", "IDAT", "IEND"])
        }
    }

    @Test("The same address is the same bytes, in another service too; another address is another picture")
    func deterministic() async throws {
        // Given two services on stubs
        let other = "/__uitest/images/image.tmdb.org/t/p/w500/8kSerJrhrJWKLk1LViesGcnrUPE.jpg"
        let first = try await ServiceUnderTest.stubs().run { client in
            (
                try await client.get(Self.poster).body, try await client.get(Self.poster).body,
                try await client.get(other).body
            )
        }
        // When the poster is asked of the second
        let again = try await ServiceUnderTest.stubs().run { client in try await client.get(Self.poster).body }

        // Then
        #expect(first.0 == first.1)
        #expect(first.0 == again)
        #expect(first.0 != first.2)
    }

    @Test(
        "An address that is not a picture's is a 404 problem",
        arguments: [
            "/__uitest/images/image.tmdb.org/t/p/w500/abc.txt", "/__uitest/images/abc.jpg",
            "/__uitest/images/image.tmdb.org/t/p/w500/", "/__uitest/images/image.tmdb.org/jpg",
        ])
    func notAPicture(path: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(path)

            // Then
            #expect(response.status == .notFound)
            #expect(try response.problem().type.hasSuffix("not-found"))
        }
    }

    @Test("Under -uitest the policy loads images from the service alone, on pages and on the pictures")
    func policyUnderUITest() async throws {
        try await ServiceUnderTest.stubs().run { client in
            for path in ["/", "/movies/550", Self.poster] {
                // When
                let response = try await client.get(path)

                // Then
                #expect(Self.imageSources(ofPolicy: response.headers[.contentSecurityPolicy]) == "'self'")
            }
        }
    }

    @Test("Live, a page shows the data's own image address, the policy allows HTTPS images, and no picture is served")
    func live() async throws {
        // Given the live service against the recorded upstream answers (Fight Club's details among the recordings)
        let recordings = URL(filePath: #filePath).deletingLastPathComponent().appending(
            path: "../../../../Tests/ContractTests/Fixtures")
        try await withStubServer { server in
            try UpstreamReplay.register(
                on: server, from: try UpstreamReplayTests.fixtures(), recordings: recordings.standardizedFileURL)
            try await LiveService.run(baseURL: server.baseURL.absoluteString) { service in
                try await service.run { client in
                    // When
                    let movie = try await client.get("/movies/550")
                    let picture = try await client.get(Self.poster)

                    // Then
                    #expect(movie.status == .ok)
                    #expect(
                        Self.imageSources(in: movie.text) == [
                            "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"
                        ])
                    #expect(Self.imageSources(ofPolicy: movie.headers[.contentSecurityPolicy]) == "'self' https:")
                    #expect(picture.status == .notFound)
                }
            }
        }
    }

    @Test("The image addresses: http(s) ones under the service, with the host in lower case; others as they are")
    func addresses() {
        #expect(
            PageImages.local.address(of: "https://Image.TMDB.org/t/p/w92/A.jpg?x=1#y")
                == "/__uitest/images/image.tmdb.org/t/p/w92/A.jpg")
        #expect(PageImages.local.address(of: "http://example.com/a.png") == "/__uitest/images/example.com/a.png")
        #expect(PageImages.local.address(of: "/__uitest/images/a.test/b.png") == "/__uitest/images/a.test/b.png")
        #expect(PageImages.local.address(of: "https://example.com") == "https://example.com")
        #expect(PageImages.upstream.address(of: "https://example.com/a.png") == "https://example.com/a.png")
    }

    /// The `src` of every `<img>` in `html`, in order.
    static func imageSources(in html: String) -> [String] {
        html.matches(of: /<img [^>]*src="([^"]*)"/).map { String($0.output.1) }
    }

    /// The `img-src` sources of `policy`.
    static func imageSources(ofPolicy policy: String?) -> String? {
        policy?.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("img-src ") }.map { String($0.dropFirst("img-src ".count)) }
    }

    /// A PNG's width and height, from its `IHDR`.
    static func size(of png: [UInt8]) -> [Int] {
        guard png.count >= 24 else { return [] }
        func number(at offset: Int) -> Int { png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return [number(at: 16), number(at: 20)]
    }

    /// A PNG's chunk types, in order, each chunk's CRC checked (a wrong one is `"bad CRC"`).
    static func chunkTypes(of png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            types.append(IndexedPNG.crc32(typed) == crc ? String(decoding: typed.prefix(4), as: UTF8.self) : "bad CRC")
            offset += 12 + length
        }
        return types
    }
}
