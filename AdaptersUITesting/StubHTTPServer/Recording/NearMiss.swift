/// A request that matched nothing, next to the closest recorded request and how the two differ: the near-miss
/// report a replaying server puts in its 404 body and in `ReceivedRequest.nearMiss`.
package struct NearMiss: Hashable, Sendable, CustomStringConvertible {
    /// The closest recorded request.
    package let recorded: RecordingKey
    /// Each difference in one phrase: `method POST (recorded: GET)`, `path /3/movie/641 (recorded: /3/movie/640)`,
    /// `query item page=2 (recorded: page=1)`, `query item region=US (not recorded)`,
    /// `query item page=1 missing (recorded)`.
    package let differences: [String]
    /// How far apart the two are: a method counts 100, a path 10 plus the segments after the longest common prefix, a
    /// query item 1.
    let cost: Int

    /// Compares `request` with `recorded`.
    init(request: RecordingKey, recorded: RecordingKey) {
        self.recorded = recorded
        var differences: [String] = []
        var cost = 0
        if request.method != recorded.method {
            differences.append("method \(request.method) (recorded: \(recorded.method))")
            cost += 100
        }
        if request.path != recorded.path {
            differences.append("path \(request.path) (recorded: \(recorded.path))")
            let mine = request.path.split(separator: "/", omittingEmptySubsequences: false)
            let theirs = recorded.path.split(separator: "/", omittingEmptySubsequences: false)
            // The segments after the longest common prefix, on both sides: `/api/character/19` is nearer to
            // `/api/character` than to `/3/movie/1`.
            let shared = zip(mine, theirs).prefix { $0 == $1 }.count
            cost += 10 + (mine.count - shared) + (theirs.count - shared)
        }
        let names = Set(request.queryItems.map(\.name)).union(recorded.queryItems.map(\.name))
        for name in names.sorted() {
            let mine = request.queryItems.filter { $0.name == name }.map(\.value)
            let theirs = recorded.queryItems.filter { $0.name == name }.map(\.value)
            guard mine != theirs else { continue }
            cost += 1
            let show = { (values: [String]) in values.map { "\(name)=\($0)" }.joined(separator: "&") }
            if theirs.isEmpty {
                differences.append("query item \(show(mine)) (not recorded)")
            } else if mine.isEmpty {
                differences.append("query item \(show(theirs)) missing (recorded)")
            } else {
                differences.append("query item \(show(mine)) (recorded: \(show(theirs)))")
            }
        }
        if request.body != recorded.body {
            differences.append(
                "request body \(request.bodyLine ?? "(none)") (recorded: \(recorded.bodyLine ?? "(none)"))")
            cost += 1
        }
        self.differences = differences
        self.cost = cost
    }

    /// `closest recording: GET /3/movie/popular?page=1; differs in: query item page=2 (recorded: page=1)`.
    package var description: String {
        "closest recording: \(recorded); differs in: \(differences.joined(separator: ", "))"
    }
}
