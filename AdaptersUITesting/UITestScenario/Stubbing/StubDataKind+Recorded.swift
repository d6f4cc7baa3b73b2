import Foundation

extension StubDataKind {
    /// A kind named `name` whose standard items are those of the scenario JSON file at `url`
    /// (`{"version": 2, "data": {"books": [ … ]}}`): a recording of the live adapter, as StubContract's
    /// `PortRecording` writes it, becomes the stub's standard data by copying the file there. Read it from the stub
    /// target's resources: `Bundle.module.url(forResource: "BookSource", withExtension: "json")`.
    ///
    /// The file is the stub's own data: one that is missing, or whose items do not read, stops the program at the
    /// kind's first use, naming the file and the item's JSON path.
    public init(_ name: String, standardIn url: URL?) {
        guard let url else { preconditionFailure("the standard data of \"\(name)\" is not among the resources") }
        do {
            let scenario = try Scenario.decode(json: Data(contentsOf: url))
            self.init(name, standard: try StubDataKind(name, standard: []).items(in: scenario))
        } catch {
            preconditionFailure("the standard data of \"\(name)\" in \(url.lastPathComponent) does not read: \(error)")
        }
    }
}
