import Foundation

/// Counts of this process's open descriptors and threads (Linux `/proc`; `nil` elsewhere).
enum ProcessResources {
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: "/proc/self/fd")
    }

    static func openDescriptorCount() -> Int? {
        try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    static func threadCount() -> Int? {
        try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }
}
