import Crypto
import Foundation
import MarqueeKit

/// The keys that make a visitor's cookie and a form's anti-forgery token, both derived (HKDF-SHA256, one label
/// each) from one secret the operator sets, `MARQUEE_SESSION_KEY`. Every instance started with the same secret
/// derives the same keys, so a second instance, or the same one restarted, opens the cookie the first one sealed:
/// nothing is shared but the secret, and no store is needed.
///
/// Without the secret (``resolve(environment:mode:)``): live, there are no keys and ratings are refused (a 503
/// naming the variable, as movies without a TMDb credential are), because a key made up at start would lose every
/// visitor's ratings at the next restart and differ between instances, silently. Under `-uitest` a key is made up
/// for the process: the stubs' ratings live in that process only anyway.
struct VisitorKeys: Sendable {
    /// The variable that holds the secret.
    static let environmentVariable = "MARQUEE_SESSION_KEY"
    /// The shortest secret taken, in bytes: 32, as many as the keys derived from it.
    static let minimumSecretBytes = 32

    /// Seals and opens the visitor's cookie (ChaChaPoly).
    let sealing: SymmetricKey
    /// Signs the forms' anti-forgery tokens (HMAC-SHA256).
    let forms: SymmetricKey
    /// Whether the keys were made up for this process (no secret was set): a restart forgets every visitor.
    let isEphemeral: Bool

    /// The keys derived from `secret` (its UTF-8 bytes), at least ``minimumSecretBytes`` long.
    init(secret: String) throws(VisitorKeysError) {
        let bytes = Array(secret.utf8)
        guard bytes.count >= Self.minimumSecretBytes else { throw .tooShort(bytes: bytes.count) }
        self.init(material: SymmetricKey(data: bytes), isEphemeral: false)
    }

    private init(material: SymmetricKey, isEphemeral: Bool) {
        let salt = Array("marquee-service visitor keys".utf8)
        func derive(_ label: String) -> SymmetricKey {
            HKDF<SHA256>.deriveKey(
                inputKeyMaterial: material, salt: salt, info: Array(label.utf8), outputByteCount: 32)
        }
        sealing = derive("visitor cookie v1")
        forms = derive("anti-forgery token v1")
        self.isEphemeral = isEphemeral
    }

    /// Keys made up for this process alone (random), for `-uitest` without a secret.
    static func ephemeral() -> VisitorKeys {
        VisitorKeys(material: SymmetricKey(size: .bits256), isEphemeral: true)
    }

    /// The keys `environment` gives in `mode`: from `MARQUEE_SESSION_KEY` when it is set; else, under `-uitest`,
    /// ``ephemeral()``; live, `nil` (ratings are refused). A secret shorter than ``minimumSecretBytes`` is an
    /// error, which never quotes it.
    static func resolve(
        environment: [String: String], mode: LaunchMode
    ) throws(VisitorKeysError) -> VisitorKeys? {
        if let secret = environment[environmentVariable], !secret.isEmpty {
            return try VisitorKeys(secret: secret)
        }
        switch mode {
        case .live: return nil
        case .uiTest: return .ephemeral()
        }
    }
}

/// Why `MARQUEE_SESSION_KEY` cannot be used; the message names the variable, never its value.
enum VisitorKeysError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The secret is shorter than ``VisitorKeys/minimumSecretBytes``.
    case tooShort(bytes: Int)

    /// One line saying what is wrong and how to make a good secret.
    var description: String {
        switch self {
        case .tooShort(let bytes):
            "\(VisitorKeys.environmentVariable) must be at least \(VisitorKeys.minimumSecretBytes) bytes long, "
                + "got \(bytes) (make one with: openssl rand -base64 32)"
        }
    }
}
