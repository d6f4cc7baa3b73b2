import Foundation
import UITestScenario

/// `GET /__uitest/calls` read back: each port's recorded calls, in order, on any service that mounts Marquee's
/// control (marquee-service, watchlist-service).
struct CallReport: Decodable {
    struct Port: Decodable {
        let port: String
        let calls: [PortCall]
    }
    let ports: [Port]

    /// The report in `json`.
    init(_ json: String) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
    }

    /// The calls `port` recorded, as Swift spells them (`add(movie: 550)`); none for a port not in the report.
    func calls(to port: String) -> [String] {
        ports.filter { $0.port == port }.flatMap(\.calls).map(\.description)
    }
}
