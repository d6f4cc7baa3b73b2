import Foundation

/// How TMDb image paths become URLs: `secureBaseURL + size + path`.
public struct ImageConfiguration: Hashable, Sendable {
    /// The HTTPS base, e.g. `https://image.tmdb.org/t/p/`.
    public let secureBaseURL: URL
    /// The sizes posters come in.
    package let posterSizes: [ImageSize]
    /// The sizes backdrops come in.
    package let backdropSizes: [ImageSize]
    /// The sizes profile pictures come in.
    package let profileSizes: [ImageSize]

    /// An image configuration.
    public init(secureBaseURL: URL, posterSizes: [ImageSize], backdropSizes: [ImageSize], profileSizes: [ImageSize]) {
        self.secureBaseURL = secureBaseURL
        self.posterSizes = posterSizes
        self.backdropSizes = backdropSizes
        self.profileSizes = profileSizes
    }

    /// The sizes available for `kind`.
    package func sizes(for kind: ImageKind) -> [ImageSize] {
        switch kind {
        case .poster: posterSizes
        case .backdrop: backdropSizes
        case .profile: profileSizes
        }
    }

    /// The size to request for an image shown `width` pixels wide: the narrowest width-based size at least that
    /// wide, else `original`, else the widest there is; `nil` when the kind has no usable size.
    package func size(for kind: ImageKind, width: Int) -> ImageSize? {
        let sizes = sizes(for: kind)
        let widths = sizes.compactMap { size -> Int? in
            if case .width(let value) = size { return value }
            return nil
        }
        if let fitting = widths.filter({ $0 >= width }).min() { return .width(fitting) }
        if sizes.contains(.original) { return .original }
        return widths.max().map(ImageSize.width)
    }

    /// The URL of the image at `path` (e.g. `/abc.jpg`) for display `width` pixels wide, or `nil` when there is
    /// no path, the path is not a TMDb image path, or the kind has no usable size.
    package func url(for path: String?, kind: ImageKind, width: Int) -> URL? {
        imageURLBase(for: kind, width: width)?.imageURL(for: path)?.url
    }

    /// The base every URL of a `kind` image shown `width` pixels wide starts with, or `nil` when the kind has no
    /// usable size: resolve it once for many images of the same kind.
    package func imageURLBase(for kind: ImageKind, width: Int) -> ImageURL.Base? {
        size(for: kind, width: width).map { ImageURL.Base(secureBaseURL: secureBaseURL, size: $0) }
    }
}
