import Foundation

extension StubDataKind {
    /// A kind named `name` (its items identified by their member `key`) whose standard items are those of the
    /// scenario JSON file at `url`
    /// (`{"version": 2, "data": {"books": [ … ]}}`): a recording of the live adapter, as StubContract's
    /// `PortRecording` writes it, becomes the stub's standard data by copying the file there. Read it from the stub
    /// target's resources: `Bundle.module.url(forResource: "BookSource", withExtension: "json")`.
    ///
    /// The file is the stub's own data. When it is missing or an item does not read, the scenarios that serve the
    /// standard items are refused with a ``ScenarioError`` naming the file and the item's JSON path (a launch
    /// stops with it; a contract reports it), and ``standard`` stops the program with it.
    public init(_ name: String, identifiedBy key: String = "id", standardIn url: URL?) {
        guard let url else {
            self.init(
                name, identifiedBy: key,
                read: .failure(Self.unreadable(name, file: "the resources", message: "no such file")))
            return
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.decode(json: Data(contentsOf: url))
        } catch {
            self.init(
                name, identifiedBy: key,
                read: .failure(Self.unreadable(name, file: url.lastPathComponent, message: "\(error)")))
            return
        }
        do throws(ScenarioError) {
            let items = try StubDataKind(name, identifiedBy: key, standard: []).items(in: scenario)
            self.init(name, identifiedBy: key, read: .success(items))
        } catch {
            self.init(
                name, identifiedBy: key,
                read: .failure(ScenarioError(error.reason, message: "\(url.lastPathComponent): \(error.message)"))
            )
        }
    }

    private static func unreadable(_ name: String, file: String, message: String) -> ScenarioError {
        ScenarioError(
            .malformedJSON(context: file), message: "the standard \"\(name)\" in \(file) do not read: \(message)")
    }
}
