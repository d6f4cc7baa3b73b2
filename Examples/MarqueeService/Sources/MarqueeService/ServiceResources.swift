import Foundation

/// The files this target ships in `Resources/` (the pages' templates, the OpenAPI document), found next to the
/// executable the way SwiftPM places them. Looked up by hand rather than through `Bundle.module`, whose accessor
/// crashes when the resource bundle was not copied along with the binary: here a missing file is a
/// ``ServiceResourceError`` at start-up.
enum ServiceResources {
    /// The resource bundle's directory: the first of the places SwiftPM puts it (on Linux, on macOS) that exists,
    /// else the first of them, for an error to name.
    static var directory: URL {
        let name = "MarqueeService_MarqueeService"
        let executableDirectory = URL(filePath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let candidates = [Bundle.main.bundleURL, executableDirectory].flatMap { base in
            [
                base.appending(path: "\(name).resources"),
                base.appending(path: "\(name).bundle/Contents/Resources"),
                base.appending(path: "\(name).bundle"),
            ]
        }
        return candidates.first { isDirectory($0) } ?? candidates[0]
    }

    /// The bytes of the file `name` in `directory`.
    static func contents(of name: String, in directory: URL) throws(ServiceResourceError) -> Data {
        guard
            let data = FileManager.default.contents(atPath: directory.appending(path: name).path(percentEncoded: false))
        else {
            throw .missing(file: name, directory: directory.path(percentEncoded: false))
        }
        return data
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
