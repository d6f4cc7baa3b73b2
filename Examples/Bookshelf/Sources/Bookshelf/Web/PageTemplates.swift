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

    /// The templates by name. Identifiers follow `screen.element`, or `screen.element.key` for one of many
    /// (`bookList.row.2`); the partials take the screen from the page's `screen`.
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
        <header><p><a href="/books">Bookshelf</a></p></header>
        <main data-testid="{{screen}}.screen">
        """,
        "foot": """
        </main>
        </body>
        </html>

        """,
        "error-state": """
        <section aria-labelledby="error-state-heading">
        <h2 id="error-state-heading">{{heading}}</h2>
        <p data-testid="{{screen}}.error">{{message}}</p>
        <p><a href="{{retryPath}}" data-testid="{{screen}}.tryAgain">Try again</a></p>
        </section>
        """,
        "book-list": """
        {{> head}}
        <h1>Books</h1>
        {{#error}}{{> error-state}}{{/error}}
        {{#isEmpty}}<p data-testid="bookList.empty">There are no books on the shelf yet.</p>{{/isEmpty}}
        {{#hasRows}}
        <ul>
        {{#rows}}
        <li><a href="/books/{{id}}" data-testid="bookList.row.{{id}}">{{title}}</a>
        by <span data-testid="bookList.author.{{id}}">{{author}}</span> ({{year}})</li>
        {{/rows}}
        </ul>
        {{/hasRows}}
        {{> foot}}
        """,
        "book-details": """
        {{> head}}
        {{#error}}<h1>Book</h1>{{> error-state}}{{/error}}
        {{#book}}
        <article aria-labelledby="book-title">
        <h1 id="book-title" data-testid="bookDetails.title">{{title}}</h1>
        <p>by <span data-testid="bookDetails.author">{{author}}</span>,
        first published in <span data-testid="bookDetails.year">{{year}}</span></p>
        {{#hasSummary}}<p data-testid="bookDetails.summary">{{summary}}</p>{{/hasSummary}}
        {{^hasSummary}}<p data-testid="bookDetails.noSummary">This book has no summary yet.</p>{{/hasSummary}}
        </article>
        {{/book}}
        <p><a href="/books" data-testid="bookDetails.back">Back to all books</a></p>
        {{> foot}}
        """,
        "message": """
        {{> head}}
        <h1>{{heading}}</h1>
        <p data-testid="{{screen}}.message">{{message}}</p>
        <p><a href="/books" data-testid="{{screen}}.home">See all books</a></p>
        {{> foot}}
        """,
    ]
}

/// A page template that does not parse.
struct PageTemplatesError: Error, Sendable, CustomStringConvertible {
    let name: String
    let reason: String

    var description: String { "the page template \(name) does not parse: \(reason)" }
}
