import Testing
import UITestKit

// The first test of UITestKit's DocC overview, compiled and run here (.ci/check-doc-snippets finds it line for
// line): a launch written out in full, with no helper of Bookshelf's, as a newcomer writes it.

@Test("A person opens a book from the list")
func openBook() async {
    let environment = UITestEnvironment.current
    let service = ServiceLaunch(
        executable: environment.builtProduct(named: "bookshelf-service"),
        arguments: ["-uitest", "--hostname", environment.serviceAddress.bind, "--port", "0"])
    await UITest.launch(service) { app in
        try await BookListRobot.open(in: app)
            .openBook(2)
            .checkBook(title: "Moby-Dick", author: "Herman Melville", year: 1851)
    }
}
