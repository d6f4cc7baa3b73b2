/// One of the sizes TMDb renders an image in: `w500` (a width in pixels), `h632` (a height) or `original`.
public enum ImageSize: Hashable, Sendable, CustomStringConvertible {
    /// Scaled to this width in pixels.
    case width(Int)
    /// Scaled to this height in pixels.
    case height(Int)
    /// The image as uploaded.
    case original

    /// Parses TMDb's spelling (`w92`, `h632`, `original`); anything else gives `nil`.
    public init?(apiValue: String) {
        if apiValue == "original" {
            self = .original
            return
        }
        // Only ASCII digits without a leading zero: `Int` alone would also take `w+92` or `w092`, which are not
        // TMDb spellings and would not print back as they were read.
        let digits = apiValue.dropFirst()
        guard let prefix = apiValue.first, let first = digits.first, first != "0",
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits)
        else { return nil }
        switch prefix {
        case "w": self = .width(value)
        case "h": self = .height(value)
        default: return nil
        }
    }

    /// TMDb's spelling, as used in an image URL.
    public var description: String {
        switch self {
        case .width(let value): "w\(value)"
        case .height(let value): "h\(value)"
        case .original: "original"
        }
    }
}
