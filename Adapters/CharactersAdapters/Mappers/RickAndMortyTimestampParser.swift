import Foundation

/// Reads `created`, e.g. `2017-11-04T18:48:46.250Z`: ISO 8601 with an explicit offset, with or without
/// fractional seconds. The format styles carry their own GMT time zone, so the host's time zone never matters.
enum RickAndMortyTimestampParser {
    private static let withFractionalSeconds = Date.ISO8601FormatStyle(
        includingFractionalSeconds: true, timeZone: TimeZone.gmt
    )
    private static let withoutFractionalSeconds = Date.ISO8601FormatStyle(
        includingFractionalSeconds: false, timeZone: TimeZone.gmt
    )

    static func date(from text: String) -> Date? {
        if let date = try? withFractionalSeconds.parse(text) { return date }
        return try? withoutFractionalSeconds.parse(text)
    }
}
