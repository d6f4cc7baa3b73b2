import MarqueeKit

/// The HTTP status this service answers for each way a Marquee use case fails. Every case is named and there is no
/// `default`: a case Marquee adds is a compile error here until the service says what it means.
public enum ErrorStatus {
    /// An upstream failure: ours to report, never the visitor's fault.
    public static func code(for failure: UpstreamFailure) -> Int {
        switch failure {
        case .unauthorized: 502  // the upstream refused our credential
        case .rateLimited: 503  // with Retry-After when the upstream said how long
        case .unavailable: 503
        case .rejected: 502
        case .invalidResponse: 502
        case .cancelled: 503
        }
    }

    /// The popular list and the search share `MovieListError`.
    public static func code(for error: MovieListError) -> Int {
        switch error {
        case .pageOutOfRange: 404  // a page past the end of the list
        case .upstream(let failure): code(for: failure)
        }
    }

    /// A movie's details.
    public static func code(for error: FetchMovieDetailsError) -> Int {
        switch error {
        case .notFound: 404
        case .upstream(let failure): code(for: failure)
        }
    }

    /// A page of characters.
    public static func code(for error: FetchCharactersError) -> Int {
        switch error {
        case .pageOutOfRange: 404
        case .upstream(let failure): code(for: failure)
        }
    }

    /// A character with its episodes and places.
    public static func code(for error: FetchCharacterDetailsError) -> Int {
        switch error {
        case .notFound: 404
        case .upstream(let failure): code(for: failure)
        }
    }
}
