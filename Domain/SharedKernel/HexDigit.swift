/// A hex digit, as a percent-decoder reads the two after `%`: a query string's (`MarqueeInput`) and a W3C baggage
/// value's (``W3CBaggage``).
package enum HexDigit {
    /// The value of `byte` as a hex digit, either case (`A` and `a` are 10); `nil` for any other byte.
    package static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
