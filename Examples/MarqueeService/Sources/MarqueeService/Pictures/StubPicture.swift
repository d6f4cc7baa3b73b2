#if UITesting
    /// The picture the service shows under `-uitest` in place of an image from another host (``PageImages/local``):
    /// one per image address, the same every time, drawn from the address alone.
    ///
    /// - Its size is what the address asks the host for: TMDb's poster sizes name a width (`w500`), and a poster is
    ///   2:3 (500 × 750); any other address, such as a Rick and Morty API portrait, is the API's 300 × 300 square.
    /// - Its look follows from the FNV-1a hash of the address: a background and a foreground colour from a fixed
    ///   palette, and a mirrored 5-column pattern of blocks inside a frame, so that two movies' posters differ at a
    ///   glance and a screenshot shows which is which. No randomness, no clock: the same address is the same bytes.
    struct StubPicture: Sendable {
        /// The file names a picture address may end in.
        static let fileExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp"]

        /// The largest width a size segment (`w500`) may ask for; a larger one gets the default square.
        static let maximumWidth = 2_000

        /// The address it stands for, without a scheme: host and path (`image.tmdb.org/t/p/w500/abc.jpg`).
        let address: String
        let width: Int
        let height: Int

        /// The picture for `address` (host and path, as ``PageImages/address(of:)`` puts them under the service);
        /// `nil` when it names no picture: it has no host and file, or the file is not a picture's
        /// (``fileExtensions``).
        init?(address: String) {
            let segments = address.split(separator: "/")
            guard segments.count >= 2, let file = segments.last, let dot = file.lastIndex(of: "."),
                Self.fileExtensions.contains(file[file.index(after: dot)...].lowercased())
            else { return nil }
            self.address = address
            let asked = segments.dropLast().lazy.compactMap { segment -> Int? in
                guard segment.first == "w", let width = Int(segment.dropFirst()) else { return nil }
                return (1...Self.maximumWidth).contains(width) ? width : nil
            }.first
            (width, height) = asked.map { ($0, $0 * 3 / 2) } ?? (300, 300)
        }

        /// The picture as a PNG: the same bytes for the same address.
        var png: [UInt8] {
            let hash = Self.fnv1a(address)
            let palette = Self.palette
            let background = Int(hash % UInt64(palette.count))
            // Another colour than the background, and a darker frame: indices into the same palette.
            let foreground = (background + 1 + Int((hash >> 8) % UInt64(palette.count - 1))) % palette.count
            let colours = [palette[background], palette[foreground], Self.frame]
            // Blocks: 5 columns, mirrored (3 free), as many rows as the height takes at that block size.
            let columns = 5
            let rows = max(1, height * columns / width)
            let pattern = hash >> 16
            let border = max(1, min(width, height) / 16)
            // Each row of blocks is one row of pixels repeated: made once, then copied (a debug build draws a poster
            // in a few milliseconds this way).
            let frameRow = [UInt8](repeating: 2, count: width)
            var blockRows: [Int: [UInt8]] = [:]
            var pixels: [UInt8] = []
            pixels.reserveCapacity(width * height)
            for y in 0..<height {
                guard y >= border, y < height - border else {
                    pixels += frameRow
                    continue
                }
                let row = (y - border) * rows / (height - 2 * border)
                if blockRows[row] == nil {
                    blockRows[row] = (0..<width).map { x in
                        guard x >= border, x < width - border else { return 2 }
                        let column = (x - border) * columns / (width - 2 * border)
                        let bit = (row % 16) * 3 + min(column, columns - 1 - column)
                        return (pattern >> UInt64(bit % 48)) & 1 == 1 ? 1 : 0
                    }
                }
                pixels += blockRows[row] ?? frameRow
            }
            return IndexedPNG(width: width, height: height, palette: colours, pixels: pixels).bytes
        }

        /// The colours a picture's background and blocks are taken from: a dozen of clearly different hues.
        private static let palette: [IndexedPNG.Colour] = [
            (0xE6, 0x39, 0x46), (0xF4, 0xA2, 0x61), (0xE9, 0xC4, 0x6A), (0x2A, 0x9D, 0x8F), (0x26, 0x46, 0x53),
            (0x45, 0x7B, 0x9D), (0xA8, 0xDA, 0xDC), (0x6D, 0x59, 0x7A), (0xB5, 0x65, 0x76), (0x83, 0xC5, 0xBE),
            (0x8A, 0xB1, 0x7D), (0xF1, 0xFA, 0xEE),
        ].map { IndexedPNG.Colour(red: $0.0, green: $0.1, blue: $0.2) }

        /// The frame's colour, the same on every picture.
        private static let frame = IndexedPNG.Colour(red: 0x1D, green: 0x35, blue: 0x57)

        /// FNV-1a (64 bits) of the UTF-8 bytes: stable across runs and machines, unlike `hashValue`.
        static func fnv1a(_ text: String) -> UInt64 {
            text.utf8.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
    }
#endif
