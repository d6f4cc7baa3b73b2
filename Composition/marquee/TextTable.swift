/// A plain-text table: a header row and left-aligned columns separated by two spaces, no trailing spaces.
/// Widths count characters (grapheme clusters), so the layout depends on the data alone.
struct TextTable {
    /// The column headings.
    let headers: [String]
    /// The rows; each has one cell per heading.
    var rows: [[String]] = []

    init(headers: [String]) {
        self.headers = headers
    }

    /// The table, one line per row after the header, each ending with a newline.
    var rendered: String {
        let all = [headers] + rows
        var widths = headers.map { _ in 0 }
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        var output = ""
        for row in all {
            var line = ""
            for (column, cell) in row.enumerated() where column < widths.count {
                let isLast = column == widths.count - 1
                line += isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        return output
    }
}
