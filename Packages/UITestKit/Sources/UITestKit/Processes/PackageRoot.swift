import Foundation

/// The root of a Swift package on disk: the nearest folder holding a `Package.swift`.
enum PackageRoot {
    /// The nearest folder at or above `folder` that holds a `Package.swift`, if any.
    static func nearest(atOrAbove folder: URL) -> URL? {
        var path = folder.standardizedFileURL.path(percentEncoded: false)
        while true {
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift")) {
                return URL(filePath: path, directoryHint: .isDirectory)
            }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return nil }
            path = parent
        }
    }
}
