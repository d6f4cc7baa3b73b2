/// An episode's place in the show, written `S01E01`.
public struct EpisodeCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The season, from 1.
    package let season: Int
    /// The episode within the season, from 1.
    package let episode: Int

    /// A code, or `nil` unless both numbers are positive.
    public init?(season: Int, episode: Int) {
        guard season > 0, episode > 0 else { return nil }
        self.season = season
        self.episode = episode
    }

    /// Parses `S01E01` (case-insensitive, at least one digit each); anything else gives `nil`.
    public init?(_ text: String) {
        let upper = text.uppercased()
        guard upper.hasPrefix("S"), let separator = upper.firstIndex(of: "E"),
            let season = Self.number(upper[upper.index(after: upper.startIndex)..<separator]),
            let episode = Self.number(upper[upper.index(after: separator)...])
        else { return nil }
        self.init(season: season, episode: episode)
    }

    // ASCII digits only: `Int` alone would also take a sign, e.g. `S+1E01`.
    private static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// The code as `S01E01`, each number zero-padded to two digits.
    public var description: String {
        // Written in place: built for every episode a service answers with, where interpolation cost a measurable
        // share. Two letters and two positive Ints of at most 19 digits each.
        String(unsafeUninitializedCapacity: 40) { buffer in
            var count = 0
            func put(_ letter: UInt8, _ value: Int) {
                buffer[count] = letter
                var digits = 1
                var rest = value / 10
                while rest > 0 {
                    digits += 1
                    rest /= 10
                }
                let width = max(digits, 2)
                rest = value
                for position in (count + 1...count + width).reversed() {
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                count += 1 + width
            }
            put(UInt8(ascii: "S"), season)
            put(UInt8(ascii: "E"), episode)
            return count
        }
    }

    /// Orders by season, then episode.
    public static func < (lhs: EpisodeCode, rhs: EpisodeCode) -> Bool {
        (lhs.season, lhs.episode) < (rhs.season, rhs.episode)
    }
}
