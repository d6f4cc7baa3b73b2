/// A socket call made to reserve a port failed.
struct ReservedPortError: Error, CustomStringConvertible {
    let step: String
    let errno: Int32

    var description: String { "\(step) failed: errno \(errno)" }
}
