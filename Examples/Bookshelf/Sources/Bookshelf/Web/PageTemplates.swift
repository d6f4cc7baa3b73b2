import Mustache

/// The pages' mustache templates, compiled into the binary (no resource files to lose) and checked once at
/// start-up: a template that does not parse stops the start with a ``PageTemplatesError``. `{{…}}` escapes HTML,
/// so every text from a book reaches the page escaped; the templates use no `{{{…}}}`.
struct PageTemplates: Sendable {
    private let library: MustacheLibrary

    init() throws(PageTemplatesError) {
        var library = MustacheLibrary()
        for (name, text) in Self.texts {
            do {
                try library.register(text, named: name)
            } catch {
                throw PageTemplatesError(name: name, reason: "\(error)")
            }
        }
        self.library = library
    }

    /// `page` rendered with the template `name`.
    func render(_ page: some Sendable, template name: String) -> String {
        // Every template is registered at start-up, so this cannot miss; if it ever did, a person still gets a page.
        library.render(page, withTemplate: name)
            ?? "<!DOCTYPE html><html lang=\"en\"><head><title>Error</title></head><body><main><h1>Error</h1>"
            + "<p>This page could not be shown.</p></main></body></html>"
    }

    static let texts: [String: String] = [
        "head": """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{documentTitle}} · Bookshelf</title>
        </head>
        <body>
        <header><p><a href="/books" data-testid="header.home">Bookshelf</a></p></header>
        <main data-testid="{{screen}}.screen">
        """,
        "foot": """
        </main>
        </body>
        </html>
        """,
        "error-state": """
        <section aria-labelledby="error-state-heading" data-testid="error-state">
        <h2 id="error-state-heading" data-testid="error-state.heading">{{heading}}</h2>
        <p data-testid="error-state.message">{{message}}</p>
        <p><a href="{{retryPath}}" data-testid="error-state.retry">Try again</a></p>
        </section>
        """,
        "book-list": """
        {{> head}}
        <h1 data-testid="book-list.heading">Books</h1>
        {{#error}}{{> error-state}}{{/error}}
        {{#isEmpty}}<p data-testid="book-list.empty">There are no books on the shelf yet.</p>{{/isEmpty}}
        {{#hasRows}}
        <ul data-testid="book-list.rows">
        {{#rows}}
        <li data-testid="book-list.row"><a href="/books/{{id}}" data-testid="book-list.row-link">{{title}}</a>
        by <span data-testid="book-list.row-author">{{author}}</span> ({{year}})</li>
        {{/rows}}
        </ul>
        {{/hasRows}}
        {{> foot}}
        """,
        "book-details": """
        {{> head}}
        {{#error}}<h1 data-testid="book-details.heading">Book</h1>{{> error-state}}{{/error}}
        {{#book}}
        <article aria-labelledby="book-title">
        <h1 id="book-title" data-testid="book-details.title">{{title}}</h1>
        <p>by <span data-testid="book-details.author">{{author}}</span>,
        first published in <span data-testid="book-details.year">{{year}}</span></p>
        {{#hasSummary}}<p data-testid="book-details.summary">{{summary}}</p>{{/hasSummary}}
        {{^hasSummary}}<p data-testid="book-details.no-summary">This book has no summary yet.</p>{{/hasSummary}}
        </article>
        {{/book}}
        <p><a href="/books" data-testid="book-details.back">Back to all books</a></p>
        {{> foot}}
        """,
        "message": """
        {{> head}}
        <h1 data-testid="message.heading">{{heading}}</h1>
        <p data-testid="message.text">{{message}}</p>
        <p><a href="/books" data-testid="message.home">See all books</a></p>
        {{> foot}}
        """,
    ]
}

/// A page template that does not parse.
package struct PageTemplatesError: Error, Sendable, CustomStringConvertible {
    let name: String
    let reason: String

    package var description: String { "the page template \(name) does not parse: \(reason)" }
}
