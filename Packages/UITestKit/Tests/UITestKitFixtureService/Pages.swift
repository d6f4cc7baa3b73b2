/// The fixture's HTML pages: valid, accessible (but for `inaccessible`), every element a robot uses named by a
/// `data-testid`.
enum Pages {
    static let home = document(
        title: "Home",
        body: """
            <main data-testid="home.screen">
              <h1 data-testid="home.title">Hello, kit</h1>
              <label for="name">Name</label>
              <input id="name" name="name" data-testid="home.name" value="" aria-describedby="name-hint">
              <p id="name-hint">The name to greet.</p>
              <label for="size">Size</label>
              <select id="size" data-testid="home.size">
                <option value="" data-testid="home.size.any">Any</option>
                <option value="L" data-testid="home.size.L">Large</option>
              </select>
              <p><a href="/next" data-testid="home.next">Next page</a></p>
            </main>
            """)

    static let next = document(
        title: "Next",
        body: """
            <main data-testid="next.screen">
              <h1 data-testid="next.title">The next page</h1>
              <ul><li data-testid="next.row.1">One</li><li data-testid="next.row.2">Two</li></ul>
            </main>
            """)

    /// A planted violation: an image without a text alternative (axe-core's `image-alt`, critical).
    static let inaccessible = document(
        title: "Inaccessible",
        body: """
            <main data-testid="inaccessible.screen">
              <h1>An image without alt</h1>
              <img src="/picture.png" data-testid="inaccessible.picture">
            </main>
            """)

    /// Elements shown and not shown in the ways WebDriver's isDisplayed tells apart, and text as its Get Element
    /// Text reads it (lines, collapsed and no-break spaces): what a robot's own look must decide alike.
    static let visibility = document(
        title: "Visibility",
        body: """
            <main data-testid="visibility.screen">
              <h1 data-testid="visibility.title">  Shown&nbsp;and   <em>not</em>  shown </h1>
              <div data-testid="visibility.lines"><p>One</p><p>Two <span>and a half</span></p></div>
              <p data-testid="visibility.displayNone" style="display: none">display: none</p>
              <div hidden><p data-testid="visibility.inHidden">in a hidden element</p></div>
              <p data-testid="visibility.visibilityHidden" style="visibility: hidden">visibility: hidden</p>
              <p data-testid="visibility.transparent" style="opacity: 0">opacity: 0</p>
              <div style="opacity: 0"><p data-testid="visibility.inTransparent">in a transparent element</p></div>
              <div data-testid="visibility.empty" style="width: 0; height: 0"></div>
              <div data-testid="visibility.zeroWithText" style="width: 0; height: 0">spilling text</div>
              <div data-testid="visibility.zeroClipped" style="width: 0; height: 0; overflow: hidden">clipped</div>
              <label>Pick <select data-testid="visibility.select">
                <option data-testid="visibility.option">A</option></select></label>
              <div style="display: none"><select aria-label="Hidden pick">
                <option data-testid="visibility.hiddenOption">B</option></select></div>
              <input type="hidden" data-testid="visibility.hiddenInput" value="secret">
            </main>
            """)

    /// What a browser treats its own way, which the HTML driver must follow or refuse, naming the element: a button
    /// outside any form (submits nothing), one naming its form with `form=` (submits it), a link to a fragment of the
    /// page (loads nothing), a required field left empty (the form is not sent).
    static let divergent = document(
        title: "Divergent",
        body: """
            <main data-testid="divergent.screen">
              <h1 id="top">Pages a browser treats its own way</h1>
              <form id="search" action="/next">
                <label for="q">Query</label><input id="q" name="q" data-testid="divergent.query">
              </form>
              <button type="submit" data-testid="divergent.orphan">Outside any form</button>
              <button type="submit" form="search" name="from" value="outside" data-testid="divergent.owned">Search</button>
              <p><a href="#top" data-testid="divergent.fragment">To the top</a></p>
              <form action="/next">
                <label for="r">Required</label><input id="r" name="r" required data-testid="divergent.required">
                <button data-testid="divergent.send">Send</button>
              </form>
            </main>
            """)

    static let notFound = document(
        title: "Not found", body: #"<main data-testid="notFound.screen"><h1>No page here</h1></main>"#)

    /// The page of a UI-test session: the scenario it simulates.
    static func session(scenario: String) -> String {
        document(
            title: "Session",
            body: """
                <main data-testid="session.screen"><h1 data-testid="session.scenario">\(escaped(scenario))</h1></main>
                """)
    }

    /// The presented page: its title from the posted view model (escaped).
    static func greeting(title: String) -> String {
        document(
            title: "Greeting",
            body: """
                <main data-testid="greeting.screen"><h1 data-testid="greeting.title">\(escaped(title))</h1></main>
                """)
    }

    /// A fake gallery of page states: a button per state put, posting to `/__uitest/gallery/{key}`, whose answer
    /// leads to the state's path (the real protocol's also puts the session in the state).
    static func gallery(_ states: [(name: String, path: String)]) -> String {
        let links = states.map { name, _ in
            let key = escaped(key(of: name))
            return #"<li><form method="post" action="/__uitest/gallery/\#(key)">"#
                + #"<button type="submit" data-testid="gallery.state.\#(key)">\#(escaped(name))</button></form></li>"#
        }
        return document(
            title: "Page states",
            body: #"<main data-testid="gallery.screen"><h1>Page states</h1><ul>\#(links.joined())</ul></main>"#)
    }

    /// A state's key: its name in lower case with `-` for spaces.
    static func key(of name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    private static func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(title)</title></head>
        <body>\(body)</body></html>
        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
