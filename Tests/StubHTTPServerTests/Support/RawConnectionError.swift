/// A raw socket call failed.
struct RawConnectionError: Error, CustomStringConvertible {
    let description: String
}
