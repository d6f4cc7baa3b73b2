import Foundation

/// Base64url without padding (RFC 4648 §5): bytes as a cookie value or a form field carries them, with no
/// character that needs escaping there.
enum Base64URL {
    /// `bytes` encoded.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes `text` encodes, or `nil` when it is not base64url.
    static func decode(_ text: some StringProtocol) -> Data? {
        guard text.utf8.allSatisfy({ byte in Self.alphabet.contains(byte) }) else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.utf8.count % 4) % 4)
        return Data(base64Encoded: base64)
    }

    private static let alphabet = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8))
}
