import Foundation

/// Decoding of TMDb bodies: any decoding failure (malformed JSON, a missing required key, a wrong type) is
/// ``TMDbFailure/invalidResponse``, never a crash.
enum TMDbJSON {
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(TMDbFailure) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .invalidResponse
        }
    }

    /// The `status_code` of a TMDb error body, or `nil` when the body is not one.
    static func errorStatusCode(in data: Data) -> Int? {
        (try? JSONDecoder().decode(TMDbErrorDTO.self, from: data))?.statusCode
    }
}
