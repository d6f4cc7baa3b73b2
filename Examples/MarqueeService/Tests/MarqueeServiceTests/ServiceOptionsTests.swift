import Testing

@testable import MarqueeService

@Suite("the service's own arguments")
struct ServiceOptionsTests {
    @Test("a bad argument is quoted on one line, as every input is (UserText): line separators are escaped too")
    func oneLineMessage() {
        // When
        let error = #expect(throws: ServiceOptionsError.self) {
            try ServiceOptions(arguments: ["--port", "8\u{2028}"])
        }

        // Then
        #expect(error?.description == "--port must be a whole number from 0 through 65535, got '8\\u{2028}'")
    }
}
