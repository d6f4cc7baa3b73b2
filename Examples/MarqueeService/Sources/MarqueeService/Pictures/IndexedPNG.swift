#if UITesting
    /// A picture as an 8-bit indexed PNG (colour type 3): a palette of up to 256 colours and one palette index per
    /// pixel, written without compression (zlib "stored" blocks, each row with filter 0), so that the same pixels are
    /// always the same bytes, and a few dozen lines of Foundation-free Swift write them. A browser decodes it like any
    /// PNG; the service's stub pictures are these (``StubPicture``).
    struct IndexedPNG: Sendable {
        /// One palette colour.
        struct Colour: Sendable, Hashable {
            let red: UInt8
            let green: UInt8
            let blue: UInt8
        }

        let width: Int
        let height: Int
        let palette: [Colour]
        /// `width × height` palette indices, row by row from the top left.
        let pixels: [UInt8]

        /// The picture; `pixels` must hold `width × height` indices into `palette` (1 to 256 colours).
        init(width: Int, height: Int, palette: [Colour], pixels: [UInt8]) {
            precondition(width > 0 && height > 0 && pixels.count == width * height, "one index per pixel")
            precondition((1...256).contains(palette.count), "a PNG palette holds 1 to 256 colours")
            self.width = width
            self.height = height
            self.palette = palette
            self.pixels = pixels
        }

        /// The PNG file: the signature, `IHDR`, `PLTE`, one `IDAT` and `IEND`.
        var bytes: [UInt8] {
            var header: [UInt8] = []
            header.appendBigEndian(UInt32(width))
            header.appendBigEndian(UInt32(height))
            // Bit depth 8, colour type 3 (indexed), deflate, adaptive filtering, no interlace.
            header += [8, 3, 0, 0, 0]
            var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            Self.appendChunk("IHDR", header, to: &file)
            Self.appendChunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }, to: &file)
            Self.appendChunk("IDAT", zlibStored(scanlines), to: &file)
            Self.appendChunk("IEND", [], to: &file)
            return file
        }

        /// Each row preceded by its filter type, 0 (none).
        private var scanlines: [UInt8] {
            var lines: [UInt8] = []
            lines.reserveCapacity((width + 1) * height)
            for row in 0..<height {
                lines.append(0)
                lines += pixels[(row * width)..<((row + 1) * width)]
            }
            return lines
        }

        /// `data` as a zlib stream of stored (uncompressed) deflate blocks of at most 65,535 bytes, with its
        /// Adler-32.
        private func zlibStored(_ data: [UInt8]) -> [UInt8] {
            // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (no preset dictionary; 0x7801 is a multiple of 31).
            var stream: [UInt8] = [0x78, 0x01]
            stream.reserveCapacity(data.count + data.count / 65_535 * 5 + 16)
            var start = 0
            repeat {
                let end = min(start + 65_535, data.count)
                let length = UInt16(end - start)
                // BFINAL on the last block; BTYPE 00 (stored). Then LEN and NLEN, little-endian.
                stream.append(end == data.count ? 1 : 0)
                stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
                stream += data[start..<end]
                start = end
            } while start < data.count
            stream.appendBigEndian(Self.adler32(data))
            return stream
        }

        /// A chunk: its length, type, data and the CRC-32 of type and data.
        private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
            let typed = Array(type.utf8) + data
            file.appendBigEndian(UInt32(data.count))
            file += typed
            file.appendBigEndian(crc32(typed))
        }

        /// The CRC-32 of PNG and zlib (ISO 3309, reflected polynomial 0xEDB88320).
        static func crc32(_ bytes: [UInt8]) -> UInt32 {
            // Through buffer pointers: a debug build checks no index (a poster's data is 376 KB).
            crcTable.withUnsafeBufferPointer { table in
                bytes.withUnsafeBufferPointer { bytes in
                    var crc: UInt32 = 0xFFFF_FFFF
                    for byte in bytes {
                        crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
                    }
                    return crc ^ 0xFFFF_FFFF
                }
            }
        }

        private static let crcTable: [UInt32] = (0..<256).map { index in
            (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }

        /// zlib's Adler-32 checksum of `bytes`.
        static func adler32(_ bytes: [UInt8]) -> UInt32 {
            var low: UInt32 = 1
            var high: UInt32 = 0
            // 5,552 bytes is the most that can be summed before the sums may overflow 32 bits.
            bytes.withUnsafeBufferPointer { bytes in
                var start = 0
                while start < bytes.count {
                    let end = min(start + 5_552, bytes.count)
                    for index in start..<end {
                        low &+= UInt32(bytes[index])
                        high &+= low
                    }
                    low %= 65_521
                    high %= 65_521
                    start = end
                }
            }
            return high << 16 | low
        }
    }

    extension [UInt8] {
        /// Appends `value` most significant byte first, as PNG and zlib write their numbers.
        fileprivate mutating func appendBigEndian(_ value: UInt32) {
            append(contentsOf: [
                UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
            ])
        }
    }
#endif
