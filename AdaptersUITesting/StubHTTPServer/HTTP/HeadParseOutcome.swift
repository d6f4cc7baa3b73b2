/// The result of looking for a complete request head in the received bytes.
enum HeadParseOutcome: Sendable {
    case incomplete
    case complete(RequestHead)
    case failed(HTTPParseFailure)
}
