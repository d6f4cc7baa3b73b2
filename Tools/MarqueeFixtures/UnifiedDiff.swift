/// A unified diff of one file from text edits, as `git apply` reads it: `diff --git` header, hunks with three
/// lines of context. The edits are known, so no line matching is needed: each edit's lines are the changed ones.
struct UnifiedDiff {
    /// One replacement in the old text.
    struct Edit {
        let range: Range<String.Index>
        let replacement: String
    }

    /// The diff of `path` (relative to the repository) turning `text` into `text` with `edits` applied (ranges
    /// in `text`, not overlapping); empty when nothing changes. `text` ends with a line break.
    static func diff(path: String, text: String, edits: [Edit]) -> String {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let lineStarts = [text.startIndex] + text.indices.filter { text[$0] == "\n" }.map { text.index(after: $0) }
        func line(of index: String.Index) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
            }
            return low
        }
        // Regions of whole old lines, each with its edits.
        var regions: [(first: Int, last: Int, edits: [Edit])] = []
        for edit in sorted {
            let first = line(of: edit.range.lowerBound)
            let last = line(of: edit.range.isEmpty ? edit.range.lowerBound : text.index(before: edit.range.upperBound))
            if let previous = regions.last, first <= previous.last {
                regions[regions.count - 1] = (previous.first, max(previous.last, last), previous.edits + [edit])
            } else {
                regions.append((first, last, [edit]))
            }
        }
        let oldLines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var changes: [(first: Int, last: Int, new: [String])] = []
        for region in regions {
            let start = lineStarts[region.first]
            let end = region.last + 1 < lineStarts.count ? lineStarts[region.last + 1] : text.endIndex
            var replaced = ""
            var cursor = start
            for edit in region.edits {
                replaced += text[cursor..<edit.range.lowerBound] + edit.replacement
                cursor = edit.range.upperBound
            }
            replaced += text[cursor..<end]
            var new = replaced.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            // Lines the edits left as they were, at either end, are context (an inserted comment is only added).
            var (first, last) = (region.first, region.last)
            while first <= last, let line = new.first, line == oldLines[first] {
                new.removeFirst()
                first += 1
            }
            while first <= last, let line = new.last, line == oldLines[last] {
                new.removeLast()
                last -= 1
            }
            if first <= last || !new.isEmpty { changes.append((first, last, new)) }
        }
        guard !changes.isEmpty else { return "" }
        let context = 3
        var output = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
        var delta = 0
        var index = 0
        while index < changes.count {
            var end = index
            while end + 1 < changes.count, changes[end + 1].first - changes[end].last <= 2 * context + 1 { end += 1 }
            let oldStart = max(0, changes[index].first - context)
            let oldEnd = min(oldLines.count - 1, max(changes[end].last, changes[end].first - 1) + context)
            var body: [String] = []
            var newCount = 0
            var lineNumber = oldStart
            for change in changes[index...end] {
                while lineNumber < change.first {
                    body.append(" " + oldLines[lineNumber])
                    lineNumber += 1
                    newCount += 1
                }
                if change.first <= change.last { body += oldLines[change.first...change.last].map { "-" + $0 } }
                body += change.new.map { "+" + $0 }
                newCount += change.new.count
                lineNumber = change.last + 1
            }
            while lineNumber <= oldEnd {
                body.append(" " + oldLines[lineNumber])
                lineNumber += 1
                newCount += 1
            }
            let oldCount = oldEnd - oldStart + 1
            output += "@@ -\(oldStart + 1),\(oldCount) +\(oldStart + 1 + delta),\(newCount) @@\n"
            output += body.joined(separator: "\n") + "\n"
            delta += newCount - oldCount
            index = end + 1
        }
        return output
    }
}
