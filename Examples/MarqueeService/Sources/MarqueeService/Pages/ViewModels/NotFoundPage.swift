/// The not-found page, answered with status 404 (template `not-found`).
struct NotFoundPage: Sendable {
    let documentTitle = "Not found"
    let screen = "notFound"
    let isMoviesSection = false
    let isCharactersSection = false
    let message: String
}
