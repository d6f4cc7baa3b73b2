import MarqueeKit
import Vapor

/// An HTML page: a title, and a body whose every text is escaped. Each element a UI test uses has a `data-testid`,
/// `screen.element` or `screen.element.key`.
struct Page {
    let title: String
    let body: String

    /// Page N of the popular movies: `movies.screen`, one `movies.row.{id}` each.
    static func movies(_ page: MoviePage) -> Page {
        let rows = page.results.map { movie in
            "<li data-testid=\"movies.row.\(movie.id)\">\(escaped(movie.title))</li>"
        }
        return Page(
            title: "Popular movies",
            body: """
                <main data-testid="movies.screen"><h1>Popular movies</h1>
                <p>Page \(page.page) of \(page.totalPages)</p><ol>\(rows.joined())</ol></main>
                """)
    }

    /// A character: `character.screen`, `character.name`, `character.status`, `character.episodes`.
    static func character(_ details: CharacterDetails) -> Page {
        let character = details.character
        return Page(
            title: character.name,
            body: """
                <main data-testid="character.screen"><h1 data-testid="character.name">\(escaped(character.name))</h1>
                <p data-testid="character.status">\(escaped(character.status.rawValue))</p>
                <p data-testid="character.episodes">\(details.episodes.count) episodes</p></main>
                """)
    }

    /// The staff's picks: `picks.screen`, one `picks.row.{id}` each.
    static func picks(_ picks: [StaffPick]) -> Page {
        let rows = picks.map { pick in
            "<li data-testid=\"picks.row.\(pick.id)\">\(escaped(pick.title))</li>"
        }
        return Page(
            title: "Staff picks",
            body: """
                <main data-testid="picks.screen"><h1>Staff picks</h1><ol>\(rows.joined())</ol></main>
                """)
    }

    /// The whole document.
    var response: Response {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(Page.escaped(title))</title></head>
            <body>\(body)</body></html>
            """
        return Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: html))
    }

    /// `text` for HTML text or a quoted attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
