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

    /// The threads whose name starts with `prefix` (Linux keeps the first 15 characters of a name).
    static func threadCount(namedWithPrefix prefix: String) -> Int? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return nil }
        return tasks.count { task in
            let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
            return name?.hasPrefix(prefix) == true
        }
    }

    /// Whether some socket in the system listens on TCP `port` over IPv4 (from `/proc/net/tcp`).
    static func isListening(onPort port: UInt16) -> Bool {
        guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return false }
        let portField = ":" + String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().contains { line in
            let fields = line.split(separator: " ")
            // fields: sl, local_address, rem_address, st, ...; state 0A is LISTEN.
            return fields.count > 3 && fields[1].hasSuffix(portField) && fields[3] == "0A"
        }
    }
}
