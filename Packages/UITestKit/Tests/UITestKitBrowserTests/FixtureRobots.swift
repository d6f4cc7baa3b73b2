import Testing
import UITestKit

/// The fixture's pages, as robots see them.
enum HomeElement: String, ScreenElement {
    case screen, title, name, size, next
    static let screenName = "home"
}

enum NextElement: String, ScreenElement {
    case screen, title, row
    static let screenName = "next"
}

enum InaccessibleElement: String, ScreenElement {
    case screen, picture
    static let screenName = "inaccessible"
}

enum GreetingElement: String, ScreenElement {
    case screen, title
    static let screenName = "greeting"
}

struct HomeRobot: Robot {
    typealias Element = HomeElement
    let app: UITestApp

    @discardableResult
    static func open(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await open("/", in: app, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapNext(sourceLocation: SourceLocation = #_sourceLocation) async throws -> NextRobot {
        try await tap(.next, to: NextRobot.self, sourceLocation: sourceLocation)
    }
}

struct NextRobot: Robot {
    typealias Element = NextElement
    let app: UITestApp
}

struct InaccessibleRobot: Robot {
    typealias Element = InaccessibleElement
    let app: UITestApp
}

struct GreetingRobot: Robot {
    typealias Element = GreetingElement
    let app: UITestApp
}

/// The view model of the fixture's presented `greeting` page.
struct Greeting: Encodable, Sendable {
    var title: String
}

enum SessionElement: String, ScreenElement {
    case screen, scenario
    static let screenName = "session"
}

struct SessionRobot: Robot {
    typealias Element = SessionElement
    let app: UITestApp
}
