/// Something the HTML driver will not do because a browser would do otherwise, or because only a browser could
/// (a button outside its form, a link to a fragment of the page, a form a browser would not submit, another
/// host): `message` names the element. ``UITestApp`` turns it into a ``RobotFailure`` at the test's line.
struct HTMLDriverRefusal: Error, CustomStringConvertible {
    /// What was refused and why, naming the element (`<a data-testid="x" href="#top">`).
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { "HTML driver: \(message)" }
}
