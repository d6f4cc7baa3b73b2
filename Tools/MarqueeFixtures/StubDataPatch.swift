import Foundation
import MarqueeJSON

/// The fix a drift report asks for, as a unified diff of the stub data's Swift files (`drift --patch FILE`):
/// every drifted field of every stub entity set to the value recorded upstream (volatile ones too only when asked),
/// and each entity gone upstream marked by a comment above its literal, never deleted. What cannot be written
/// from a recording (a derived field, an element only the recording has, an answer that is not a stub entity) is
/// listed in the patch's preamble, which `git apply` skips.
struct StubDataPatch: Sendable {
    /// The folders of stub data, relative to the package root.
    static let dataFolders = [
        "AdaptersUITesting/MoviesAdaptersUITesting/Data", "AdaptersUITesting/CharactersAdaptersUITesting/Data",
    ]

    /// The patch: the preamble, then one `diff --git` per changed file; `git apply` applies it at the package root.
    let text: String
    /// How many fields it sets.
    let fixedFields: Int
    /// How many gone entities it marks.
    let markedGone: Int
    /// What it could not write, one line each.
    let notPatched: [String]

    /// The patch for `report` against the stub data under `root`.
    /// - Throws: ``FixturesFailure`` when the stub data cannot be read.
    static func make(
        for report: DriftReport, root: URL, includeVolatile: Bool
    ) throws(FixturesFailure) -> StubDataPatch {
        var files: [(path: String, text: String)] = []
        for folder in dataFolders {
            let directory = root.appendingPathComponent(folder, isDirectory: true)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
                throw FixturesFailure("--patch: cannot read the stub data in \(directory.path)")
            }
            for name in names.sorted() where name.hasSuffix(".swift") {
                guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)),
                    let text = String(data: data, encoding: .utf8)
                else { throw FixturesFailure("--patch: cannot read \(folder)/\(name)") }
                files.append(("\(folder)/\(name)", text))
            }
        }
        var builder = Builder(files: files)
        for entry in report.entries where entry.compared {
            for gone in entry.gone { builder.markGone(gone) }
            for difference in entry.differences where difference.kind == .drift || includeVolatile {
                builder.fix(difference, of: entry)
            }
        }
        return builder.patch(includeVolatile: includeVolatile)
    }

    /// Collects the edits, file by file.
    private struct Builder {
        var files: [(path: String, text: String)]
        var edits: [[UnifiedDiff.Edit]]
        var fixed: Set<String> = []
        var fixedFields = 0
        var markedGone = 0
        var notPatched: [String] = []

        init(files: [(path: String, text: String)]) {
            self.files = files
            edits = Array(repeating: [], count: files.count)
        }

        mutating func markGone(_ gone: GoneEntity) {
            let id = String(gone.entity.id)
            guard let (file, call) = find(StubLiteral.wholeEntityForms(of: gone.entity.kind), id: id) else {
                notPatched.append("\(gone.entity) is gone upstream; no literal found to mark")
                return
            }
            let text = files[file].text
            let lineStart = text[..<call.start].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let indent = String(text[lineStart...].prefix { $0 == " " })
            let comment = Self.wrapped(
                "marquee-fixtures drift: \(gone.entity) is gone upstream — \(gone.evidence). Remove this entity or "
                    + "replace it with one the API has.", indent: indent)
            // Marked already (a patch applied before): the comment lines right above the literal hold it.
            var blockStart = lineStart
            while blockStart > text.startIndex {
                let previousEnd = text.index(before: blockStart)
                let previousStart =
                    text[..<previousEnd].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
                guard text[previousStart..<previousEnd].drop(while: { $0 == " " }).hasPrefix("//") else { break }
                blockStart = previousStart
            }
            if !text[blockStart..<lineStart].contains(comment) {
                edits[file].append(UnifiedDiff.Edit(range: lineStart..<lineStart, replacement: comment))
            }
            markedGone += 1
        }

        mutating func fix(_ difference: FieldDifference, of entry: DriftEntry) {
            let location = "\(entry.question) \(difference.path)"
            guard let kind = entry.entityKind, let recorded = entry.recorded,
                let target = Self.target(of: difference.path, kind: kind, id: entry.entityID, recorded: recorded)
            else {
                notPatched.append(
                    "\(location): not a stub entity's own answer (a list or the configuration); an entity in it is "
                        + "fixed through its own request")
                return
            }
            guard !target.field.isEmpty else {
                notPatched.append("\(location): an element only one side has; add or remove it by hand")
                return
            }
            guard fixed.insert("\(kind) \(target.id) \(target.field)").inserted else { return }
            guard let (file, call) = find(StubLiteral.forms(of: kind), id: target.id) else {
                notPatched.append("\(location): no literal for it in the stub data")
                return
            }
            guard let arguments = StubLiteral.arguments(for: target.field, of: kind, recorded: target.entity) else {
                notPatched.append("\(location): derived or not recorded; fix it by hand")
                return
            }
            let text = files[file].text
            var found: [UnifiedDiff.Edit] = []
            for argument in arguments {
                guard let place = call.argument(argument.label, position: argument.position) else {
                    notPatched.append(
                        "\(location): its literal has no argument \(argument.label ?? "#\(argument.position)")")
                    return
                }
                if text[place.value] != argument.swift {
                    found.append(UnifiedDiff.Edit(range: place.value, replacement: argument.swift))
                }
            }
            edits[file] += found
            fixedFields += 1
        }

        /// The literal of the entity `id` in one of `forms`: the file and the call.
        func find(_ forms: [StubLiteral.Form], id: String) -> (Int, StubLiteralCall)? {
            for form in forms {
                for (index, file) in files.enumerated() {
                    if let call = StubLiteralCall.calls(named: form.callee, in: file.text).first(where: {
                        form.matches($0, id: id, in: file.text)
                    }) {
                        return (index, call)
                    }
                }
            }
            return nil
        }

        /// Which literal and field a difference's path names, with the recorded entity: `releaseDate` of a movie,
        /// `[id 19].status` of a batch, `cast[creditID 52fe…].character` of credits (the member is the literal).
        /// The field is empty for a whole element (membership).
        static func target(
            of path: String, kind: StubEntity.Kind, id: Int?, recorded: JSONValue
        ) -> (id: String, field: String, entity: JSONValue)? {
            var rest = Substring(path)
            var entity = recorded
            var literalID = id.map(String.init)
            if id == nil {
                guard let (element, after) = element(of: rest, in: recorded, key: "id") else { return nil }
                (entity, rest) = element
                literalID = after
            }
            if kind == .credits {
                for list in ["cast", "crew"] where rest.hasPrefix(list + "[creditID ") {
                    guard case .object(let credits) = entity,
                        let members = credits.members.first(where: { $0.key == list })?.value,
                        let (element, after) = element(of: rest.dropFirst(list.count), in: members, key: "creditID")
                    else { return nil }
                    (entity, rest) = element
                    literalID = "\"\(after)\""
                }
            }
            guard let literalID else { return nil }
            if rest.hasPrefix(".") { rest = rest.dropFirst() }
            let field = rest.prefix { $0 != "." && $0 != "[" && $0 != " " }
            return (literalID, String(field), entity)
        }

        /// The element `[key VALUE]` at the start of `path` in the list `list`, the rest of the path, and VALUE.
        private static func element(
            of path: Substring, in list: JSONValue, key: String
        ) -> ((JSONValue, Substring), String)? {
            let prefix = "[\(key) "
            guard path.hasPrefix(prefix), let close = path.firstIndex(of: "]"), case .array(let items) = list else {
                return nil
            }
            let value = String(path[path.index(path.startIndex, offsetBy: prefix.count)..<close])
            let rest = path[path.index(after: close)...]
            let match = items.first { item in
                guard case .object(let object) = item else { return false }
                switch object.members.first(where: { $0.key == key })?.value {
                case .integer(let number): return String(number) == value
                case .string(let text): return text == value
                default: return false
                }
            }
            // An element only the stub has: no recorded entity, and the path names the whole element.
            guard let match else { return rest.isEmpty ? ((.null, rest), value) : nil }
            return ((match, rest), value)
        }

        /// `text` as `//` lines of at most 120 characters at `indent`, each ending with a line break.
        static func wrapped(_ text: String, indent: String) -> String {
            var lines: [String] = []
            var line = indent + "//"
            for word in text.split(separator: " ") {
                if line.count + 1 + word.count > 120, line != indent + "//" {
                    lines.append(line)
                    line = indent + "//"
                }
                line += " " + word
            }
            lines.append(line)
            return lines.joined(separator: "\n") + "\n"
        }

        func patch(includeVolatile: Bool) -> StubDataPatch {
            var preamble = [
                "marquee-fixtures drift --patch: \(fixedFields) drifted field(s) set to the recorded values"
                    + (includeVolatile ? " (volatile ones included)" : " (volatile ones left alone)")
                    + ", \(markedGone) entit\(markedGone == 1 ? "y" : "ies") gone upstream marked with a comment.",
                "Apply at the package root with `git apply FILE`, run `swift format format -i` on the changed files,",
                "then update the golden files and run `marquee-fixtures drift` again.",
            ]
            if !notPatched.isEmpty {
                preamble.append("Not patched (\(notPatched.count)):")
                preamble += notPatched.map { "  \($0)" }
            }
            var text = preamble.joined(separator: "\n") + "\n\n"
            for (index, file) in files.enumerated() where !edits[index].isEmpty {
                text += UnifiedDiff.diff(path: file.path, text: file.text, edits: edits[index])
            }
            return StubDataPatch(
                text: text, fixedFields: fixedFields, markedGone: markedGone, notPatched: notPatched)
        }
    }
}
