import Foundation
import MoviesDomain
import Testing

@Suite("ImageConfiguration")
struct ImageConfigurationTests {
    /// TMDb's recorded configuration (tmdb-configuration.json).
    let tmdb = ImageConfiguration(
        secureBaseURL: URL(string: "https://image.tmdb.org/t/p/")!,
        posterSizes: [.width(92), .width(154), .width(185), .width(342), .width(500), .width(780), .original],
        backdropSizes: [.width(300), .width(780), .width(1280), .original],
        profileSizes: [.width(45), .width(185), .height(632), .original]
    )

    @Test("each kind has its own list of sizes")
    func sizesPerKind() {
        // Given TMDb's configuration
        // When the sizes of each kind are asked for
        // Then each kind answers with its own list
        #expect(tmdb.sizes(for: .poster) == tmdb.posterSizes)
        #expect(tmdb.sizes(for: .backdrop) == tmdb.backdropSizes)
        #expect(tmdb.sizes(for: .profile) == tmdb.profileSizes)
    }

    @Test(
        "the narrowest width-based size at least as wide as the display is chosen",
        arguments: [
            (ImageKind.poster, 500, ImageSize.width(500)),
            (.poster, 400, .width(500)),
            (.poster, 1, .width(92)),
            (.poster, 0, .width(92)),
            (.poster, 93, .width(154)),
            (.backdrop, 1280, .width(1280)),
            (.backdrop, 301, .width(780)),
            (.profile, 185, .width(185)),
            (.profile, 46, .width(185)),
        ])
    func narrowestFitting(kind: ImageKind, width: Int, expected: ImageSize) {
        // Given TMDb's configuration
        // When a size is chosen for an image shown `width` pixels wide
        let size = tmdb.size(for: kind, width: width)

        // Then it is the narrowest that is wide enough
        #expect(size == expected)
    }

    @Test("the choice does not depend on the order the sizes are listed in")
    func orderIndependent() {
        // Given sizes listed out of order
        let configuration = ImageConfiguration(
            secureBaseURL: URL(string: "https://image.tmdb.org/t/p/")!,
            posterSizes: [.original, .width(780), .width(92), .width(500), .width(154)],
            backdropSizes: [], profileSizes: []
        )

        // When a size is chosen for 100 pixels
        let size = configuration.size(for: .poster, width: 100)

        // Then the narrowest wide-enough one wins, not the first listed
        #expect(size == .width(154))
    }

    @Test("wider than every width-based size falls back to original")
    func originalFallback() {
        // Given TMDb's configuration, whose profile sizes also hold a height-based size
        // When sizes are chosen for displays wider than any width-based size
        let poster = tmdb.size(for: .poster, width: 2000)
        let profile = tmdb.size(for: .profile, width: 300)

        // Then `original` is chosen, never the height-based size
        #expect(poster == .original)
        #expect(profile == .original)
    }

    @Test("without original, wider than every size falls back to the widest")
    func widestFallback() {
        // Given backdrops that come in two widths and no original
        let configuration = ImageConfiguration(
            secureBaseURL: URL(string: "https://image.tmdb.org/t/p/")!,
            posterSizes: [], backdropSizes: [.width(780), .width(300), .height(400)], profileSizes: []
        )

        // When a size is chosen for a display wider than both
        let size = configuration.size(for: .backdrop, width: 4000)

        // Then the widest is chosen
        #expect(size == .width(780))
    }

    @Test(
        "a kind with no usable size gives no size",
        arguments: [[ImageSize](), [.height(632)], [.height(632), .height(1000)]])
    func noUsableSize(sizes: [ImageSize]) {
        // Given profile sizes with no width-based size and no original
        let configuration = ImageConfiguration(
            secureBaseURL: URL(string: "https://image.tmdb.org/t/p/")!,
            posterSizes: [.original], backdropSizes: [.original], profileSizes: sizes
        )

        // When a size and a URL are asked for
        let size = configuration.size(for: .profile, width: 185)
        let url = configuration.url(for: "/abc.jpg", kind: .profile, width: 185)

        // Then there are none
        #expect(size == nil)
        #expect(url == nil)
    }

    @Test("an image URL is the secure base URL, the chosen size and the path")
    func url() {
        // Given TMDb's configuration and a poster path
        // When the URL of the poster shown 500 pixels wide is asked for
        let url = tmdb.url(for: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", kind: .poster, width: 500)

        // Then it is base + size + path
        #expect(url?.absoluteString == "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    }

    @Test("a base URL without a trailing slash still gives one slash between base and size")
    func baseWithoutTrailingSlash() {
        // Given a base URL that does not end in a slash
        let configuration = ImageConfiguration(
            secureBaseURL: URL(string: "https://image.tmdb.org/t/p")!,
            posterSizes: [.original], backdropSizes: [], profileSizes: []
        )

        // When a poster URL is asked for
        let url = configuration.url(for: "/abc.jpg", kind: .poster, width: 500)

        // Then exactly one slash separates the base from the size
        #expect(url?.absoluteString == "https://image.tmdb.org/t/p/original/abc.jpg")
    }

    @Test(
        "a missing or malformed path gives no URL",
        arguments: [nil, "", "/", "abc.jpg", "w500/abc.jpg"] as [String?])
    func invalidPath(path: String?) {
        // Given no path, or text that is not a TMDb image path
        // When a URL is asked for
        let url = tmdb.url(for: path, kind: .poster, width: 500)

        // Then there is none
        #expect(url == nil)
    }

    @Test(
        "an image URL built on a base resolved once is the text URL(string:) gives for base + size + path",
        arguments: ["/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", "/a-b_c.~!$&'()*+,;=:@.png", "/a b.jpg", "/é.jpg", "/a?b#c"])
    func imageURLFromBase(path: String) throws {
        // Given the profile base of TMDb's configuration, resolved once
        let base = try #require(tmdb.imageURLBase(for: .profile, width: 185))

        // When the URL of a path is built on it
        let imageURL = base.imageURL(for: path)

        // Then its text is what parsing the whole URL gives, for plain paths and ones Foundation has to read
        let parsed = URL(string: "https://image.tmdb.org/t/p/w185" + path)
        #expect(imageURL?.absoluteString == parsed?.absoluteString)
        #expect(imageURL?.url == parsed)
    }

    @Test(
        "a base resolved once gives no image URL for a missing or malformed path",
        arguments: [nil, "", "/", "abc.jpg", "w500/abc.jpg"] as [String?])
    func imageURLFromBaseInvalidPath(path: String?) throws {
        // Given the poster base of TMDb's configuration
        let base = try #require(tmdb.imageURLBase(for: .poster, width: 500))

        // When a URL is built for no path, or text that is not a TMDb image path
        // Then there is none
        #expect(base.imageURL(for: path) == nil)
    }
}
