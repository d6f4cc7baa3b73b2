/// Why `marquee-fixtures` could not do its job, in one line that names what failed and never holds a secret.
package struct FixturesFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line, e.g. `refresh failed: GET /3/movie/640?language=en-US: the upstream answered 500, expected 200`.
    package let message: String

    /// A failure saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// ``message``.
    package var description: String { message }
}
