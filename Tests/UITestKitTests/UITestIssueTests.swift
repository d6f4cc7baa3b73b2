import Testing

@testable import UITestKit

@Suite("What the kit records: the real message is the headline")
struct UITestIssueTests {
    @Test("The message's first line is the headline; its other lines and the details are the comment")
    func headlineAndComment() {
        // Given a robot's failure of several lines, and the bundle's folder
        let issue = UITestIssue(
            #"cart [data-testid="cart.total"]: expected "12.50""# + "\nbut it was \"0.00\"",
            details: ["Failure bundle: /build/ui-test-failures/CartTests.total"])

        // When it is recorded
        // Then Swift Testing's headline is the error's description, the first line, and the rest is the comment
        withKnownIssue {
            issue.record(sourceLocation: #_sourceLocation)
        } matching: { recorded in
            "\(recorded.error.map { "\($0)" } ?? "")" == #"cart [data-testid="cart.total"]: expected "12.50""#
                && recorded.comments.map(\.rawValue) == [
                    "but it was \"0.00\"\nFailure bundle: /build/ui-test-failures/CartTests.total"
                ]
        }
    }

    @Test("A one-line message without details has no comment")
    func oneLine() {
        let issue = UITestIssue("the service did not exit cleanly on SIGTERM (status 1)")
        #expect(issue.description == "the service did not exit cleanly on SIGTERM (status 1)")
        #expect(issue.comment == nil)
    }

    @Test("A setup failure's headline says what failed to start, naming the limit")
    func setupHeadline() {
        // Given the message of a service that never said where it listens
        let message = ServiceProcess.notListeningMessage(
            name: "App", exitStatus: nil, port: nil, timeout: .milliseconds(1500), lines: ["booting"])

        // When it becomes the issue UITest records
        let issue = UITestIssue("UI test setup failed: " + message)

        // Then the headline is that first line, and the comment quotes what the service wrote
        #expect(
            issue.description
                == "UI test setup failed: App did not say where it listens within 1.5 s (ServiceLaunch's startTimeout)")
        #expect(issue.comment?.hasSuffix("It wrote:\n  booting") == true)
    }
}
