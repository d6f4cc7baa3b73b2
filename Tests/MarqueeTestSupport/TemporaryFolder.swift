import Foundation

/// A fresh folder under the system's temporary directory, removed by ``remove()``.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stub-recording-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of the files in the folder, sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Every byte of every file in the folder, as one text (for grepping).
    public func allText() throws -> String {
        try fileNames().map { String(decoding: try Data(contentsOf: url.appendingPathComponent($0)), as: UTF8.self) }
            .joined(separator: "\n")
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
