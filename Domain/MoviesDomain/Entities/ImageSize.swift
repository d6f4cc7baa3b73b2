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
        guard let prefix = apiValue.first, let value = Int(apiValue.dropFirst()), value > 0 else { return nil }
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
