import Foundation
import StubHTTPServer

extension RecordedExchange {
    /// Whether this is the API's own "not found": a 404 whose body is the API's error document — TMDb's
    /// `{"status_code": 34, …}` or Rick and Morty's `{"error": "Character not found"}`. A 404 in any other shape
    /// (a proxy's page, a retired path) is not the API saying the entity is gone.
    var isAPINotFound: Bool {
        guard status == 404,
            let document = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return false }
        if let code = document["status_code"] as? Int { return code == 34 }
        return document["error"] is String
    }

    /// The API's own words for the failure, when its error document has them (`status_message`, `error`).
    var apiMessage: String? {
        guard let document = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return (document["status_message"] as? String) ?? (document["error"] as? String)
    }
}
