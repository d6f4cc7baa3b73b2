/// How the body of a request is delimited.
enum BodyFraming: Sendable, Equatable {
    case none
    case contentLength(Int)
    case chunked
}
