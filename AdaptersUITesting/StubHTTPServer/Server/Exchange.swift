/// One request being answered, with what the answer needs to know about it.
struct Exchange: Sendable {
    let connectionID: Int
    let request: RecordedRequest
    let keepAlive: Bool
    /// `HEAD`: send the headers without the body.
    let omitBody: Bool
    /// The position in a `.sequence`: how many requests the route answered before this one.
    let hitIndex: Int
}
