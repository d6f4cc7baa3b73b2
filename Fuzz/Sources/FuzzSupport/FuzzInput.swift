/// A fuzz input read from the front: a few leading bytes choose what to call, the rest is the payload.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// The input `start..<start+count` as libFuzzer passes it.
    public init(_ start: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = ArraySlice(UnsafeBufferPointer(start: start, count: count))
    }

    /// The next byte, or 0 when none is left.
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// Everything not read yet.
    public var rest: [UInt8] { Array(bytes) }
}
