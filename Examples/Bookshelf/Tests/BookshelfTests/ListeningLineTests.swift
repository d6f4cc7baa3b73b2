import Foundation
import HummingbirdTesting
import Synchronization
import Testing
import UITestScenario

@testable import Bookshelf

@Suite("The listening line a UI-test launcher reads")
struct ListeningLineTests {
    @Test("Bound to port 0, it prints one JSON line with the port it got, the mode and the scenario")
    func listeningLine() async throws {
        // Given the service on port 0, its listening line captured
        let lines = Mutex<[String]>([])
        let application = try BookshelfService.buildApplication(
            options: LaunchOptions(port: 0, mode: .uiTest(.serverError))
        ) { line in lines.withLock { $0.append(line) } }

        // When it runs live
        try await application.test(.live) { client in
            // Then the line names the port the client reaches it on
            let line = try #require(lines.withLock { $0.first })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let port = try #require(client.port)
            #expect(port != 0)
            #expect(json["message"] as? String == "listening")
            #expect(json["port"] as? Int == port)
            #expect(json["url"] as? String == "http://127.0.0.1:\(port)")
            #expect(json["mode"] as? String == "uitest")
            #expect(json["scenario"] as? String == "serverError")
            #expect(!line.contains("\n"))
        }
    }
}
