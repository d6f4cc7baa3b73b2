/// A socket call made to reserve a port failed.
public struct ReservedPortError: Error, CustomStringConvertible {
    /// The call that failed (`socket`, `bind`, `getsockname`).
    public let step: String
    /// The `errno` it left.
    public let errno: Int32

    /// "`step` failed: errno `errno`".
    public var description: String { "\(step) failed: errno \(errno)" }
}
