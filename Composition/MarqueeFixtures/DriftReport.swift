import CompositionKit
import Foundation
import StubHTTPServer

/// The stubs compared with a recording folder: for every need with a recording, the fields whose values differ
/// (volatile and drift apart) and the stub entities gone upstream; and, about the folder itself, the recordings
/// that are too old (stale) and those nothing reads (unused).
package struct DriftReport: Sendable {
    /// The folder as given.
    package let folder: String
    /// How many recordings the folder holds.
    package let recordingCount: Int
    /// One entry per need, in ``FixtureNeed/catalogue`` order.
    package let entries: [DriftEntry]
    /// The recordings no need reads (neither a contract test nor a stub entity): file names, sorted.
    package let unused: [String]
    /// The recordings older than the expiry's maximum age, or undated, one line each; empty without an expiry.
    package let stale: [String]
    /// The expiry asked for, if any.
    package let expiry: RecordingExpiry?

    /// Whether any field drifted or any stub entity is gone upstream: the stub is wrong somewhere.
    package var hasDrift: Bool {
        entries.contains { !$0.gone.isEmpty || $0.differences.contains { $0.kind == .drift } }
    }

    /// Whether the run fails: drift, or stale recordings under `--expired error`.
    package var fails: Bool { hasDrift || (expiry?.policy == .error && !stale.isEmpty) }

    /// Replays `folder` and asks every need of the production adapters (reading the recordings) and of the stubs.
    package static func measure(
        recordings folder: URL, shownAs name: String, needs: [FixtureNeed] = FixtureNeed.catalogue,
        expiry: RecordingExpiry? = nil
    ) async throws(FixturesFailure) -> DriftReport {
        let recording: StubRecording
        let dates: RecordingDates
        do {
            recording = try StubRecording.load(from: folder)
            dates = try RecordingDates.load(from: folder)
        } catch let failure as FixturesFailure {
            throw FixturesFailure("drift: \(failure.message)")
        } catch {
            throw FixturesFailure("drift: \(error)")
        }
        let server: StubHTTPServer
        do {
            server = try StubHTTPServer.start()
        } catch {
            throw FixturesFailure("drift: \(error)")
        }
        server.replay(recording)
        let asker = FixtureAsker(
            tmdbBaseURL: FixtureAsker.url(of: server, path: "/3"),
            rickAndMortyBaseURL: FixtureAsker.url(of: server, path: "/api"),
            credential: FixtureAsker.placeholderCredential, timeout: .seconds(10))
        let exchanges = Dictionary(
            recording.exchanges.values.map { ($0.key.description, $0) }, uniquingKeysWith: { first, _ in first })
        let stubs = FixturePorts.stubs()
        var entries: [DriftEntry] = []
        var read = Set<String>()
        for need in needs {
            server.clearRequests()
            let answer = await asker.ask(need)
            let requests = server.requests
            if let missed = requests.first(where: { $0.matchedRoute == nil }) {
                entries.append(
                    DriftEntry(
                        question: need.question, recording: nil, compared: false, differences: [], gone: [],
                        nearMiss: missed.nearMiss.map(String.init(describing:))
                            ?? "\(missed.method) \(missed.path) (nothing recorded)",
                        entityKind: need.entityKind, entityID: need.entityID, recorded: nil, entities: 0))
                continue
            }
            let recorded = requests.compactMap(\.matchedRoute).map {
                $0.replacingOccurrences(of: "recording ", with: "")
            }
            read.formUnion(recorded)
            var differences: [FieldDifference] = []
            var gone: [GoneEntity] = []
            var entities = 0
            if need.comparesWithStub {
                let stub = await need.ask(stubs).json
                if need.entityKind != nil {
                    if need.entityID != nil {
                        entities = 1
                    } else if case .array(let elements) = stub {
                        entities = elements.count
                    }
                }
                if let kind = need.entityKind, let id = need.entityID, need.expectedStatus == 200,
                    let notFound = recorded.compactMap({ exchanges[$0] }).first(where: \.isAPINotFound)
                {
                    gone.append(
                        GoneEntity(
                            entity: StubEntity(kind, id: id), name: Self.name(of: stub),
                            evidence: "\(notFound.key) answered 404"
                                + (notFound.apiMessage.map { " (\($0))" } ?? "")))
                } else {
                    differences = DriftComparison(volatileLists: need.volatileLists)
                        .differences(stub: stub, recorded: answer.json)
                    if let kind = need.entityKind, need.entityID == nil {
                        (differences, gone) = Self.separateGone(
                            differences, kind: kind, stub: stub, request: recorded.joined(separator: ", "))
                    }
                }
            }
            entries.append(
                DriftEntry(
                    question: need.question, recording: recorded.joined(separator: ", "),
                    compared: need.comparesWithStub, differences: differences, gone: gone, nearMiss: nil,
                    entityKind: need.entityKind, entityID: need.entityID, recorded: answer.json,
                    entities: entities))
        }
        await server.shutdown()
        let all = recording.sortedExchanges
        return DriftReport(
            folder: name, recordingCount: all.count, entries: entries,
            unused: all.filter { !read.contains($0.key.description) }.map(\.fileName).sorted(),
            stale: expiry?.stale(all.map(\.fileName), dates: dates) ?? [], expiry: expiry)
    }

    /// A batch's elements the stub has and the answer lacks (`[id 19]`, recorded absent) are gone upstream, not
    /// field drift.
    private static func separateGone(
        _ differences: [FieldDifference], kind: StubEntity.Kind, stub: JSONValue, request: String
    ) -> ([FieldDifference], [GoneEntity]) {
        var kept: [FieldDifference] = []
        var gone: [GoneEntity] = []
        for difference in differences {
            guard difference.recorded == "absent", difference.path.hasPrefix("[id "), difference.path.hasSuffix("]"),
                let id = Int(difference.path.dropFirst(4).dropLast())
            else {
                kept.append(difference)
                continue
            }
            let element: JSONValue? =
                if case .array(let elements) = stub {
                    elements.first { element in
                        if case .object(let object) = element,
                            case .integer(id) = object.members.first(where: { $0.key == "id" })?.value
                        {
                            return true
                        }
                        return false
                    }
                } else { nil }
            gone.append(
                GoneEntity(
                    entity: StubEntity(kind, id: id), name: element.flatMap(name(of:)),
                    evidence: "the batch answer (\(shortened(request))) lacks it"))
        }
        return (kept, gone)
    }

    /// The `title` or `name` of an answer, if it has one.
    private static func name(of answer: JSONValue) -> String? {
        guard case .object(let object) = answer else { return nil }
        for key in ["title", "name"] {
            if case .string(let value) = object.members.first(where: { $0.key == key })?.value { return value }
        }
        return nil
    }
}
