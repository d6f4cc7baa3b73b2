// How the UI tests start bookshelf-service and name what it serves: its launch, its inline scenarios, its calls.

import Bookshelf
import Foundation
import UITestKit

extension ServiceLaunch {
    /// `bookshelf-service -uitest -uitest-scenario <scenario>` as `swift test` built it, on port 0 of the address the
    /// environment names. `scenario` is what `-uitest-scenario` takes: a preset's name or inline JSON.
    static func bookshelf(_ scenario: String, environment: UITestEnvironment = .current) -> ServiceLaunch {
        ServiceLaunch(
            executable: environment.builtProduct(named: "bookshelf-service"),
            arguments: [
                "-uitest", "-uitest-scenario", scenario, "--hostname", environment.serviceAddress.bind, "--port", "0",
            ])
    }
}

extension Scenario {
    /// The scenario as inline JSON, as `-uitest-scenario` and `StubControl.switchScenario(to:)` take it.
    var inlineJSON: String {
        get throws { String(decoding: try JSONEncoder().encode(self), as: UTF8.self) }
    }
}

extension StubCall {
    /// The name of the Bookshelf stub's one port in `/__uitest/calls`.
    static let bookSource = "BookSource"

    /// The list asked for every book.
    static var allBooks: StubCall {
        get throws { try StubCall(method: "allBooks", arguments: [String: Int]()) }
    }

    /// The details asked for the book numbered `id`.
    static func book(id: Int) throws -> StubCall {
        try StubCall(method: "book", arguments: ["id": id])
    }
}
