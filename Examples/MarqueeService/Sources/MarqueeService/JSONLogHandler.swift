import Foundation
import Logging
import MarqueeKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every log event as one line of JSON to standard output (or `write`): `time` (ISO 8601 UTC), `level`,
/// `message`, then the logger's and the event's metadata, keys sorted. One `write` per line, so lines from
/// concurrent requests never interleave, and nothing is buffered: a process reading the output (a test waiting
/// for the first line with the port) sees each line at once.
struct JSONLogHandler: LogHandler {
    /// The logger's own metadata, merged into every line.
    var metadata: Logger.Metadata = [:]
    /// The least severe level written.
    var logLevel: Logger.Level
    /// Adds task-local metadata to every line.
    var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let write: @Sendable ([UInt8]) -> Void

    /// A handler for the logger `label` writing lines of `logLevel` and above through `write` (standard output
    /// when `nil`).
    init(label: String, logLevel: Logger.Level = .info, write: (@Sendable (String) -> Void)? = nil) {
        self.label = label
        self.logLevel = logLevel
        if let write {
            self.write = { line in write(String(decoding: line, as: UTF8.self)) }
        } else {
            self.write = { line in Self.writeToStandardOutput(line) }
        }
    }

    /// Metadata by key.
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` as one JSON line.
    func log(event: LogEvent) {
        // The common case (a request's line: no logger or task metadata) takes the event's own without copying.
        var merged = event.metadata ?? [:]
        if !metadata.isEmpty || metadataProvider != nil {
            merged = metadata
            if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
            if let own = event.metadata { merged.merge(own) { $1 } }
        }
        var object: JSONObject = [
            "time": .instant(Date()), "level": .string(event.level.rawValue), "logger": .string(label),
            "message": .string(event.message.description),
        ]
        for key in merged.keys.sorted() {
            if let value = merged[key] { object.append(key, Self.json(value)) }
        }
        var line = JSONValue.object(object).renderedUTF8(pretty: false)
        line.append(UInt8(ascii: "\n"))
        write(line)
    }

    /// One `write(2)` per line (more only if the kernel takes part of it), straight from the bytes: no `Data`, no
    /// `FileHandle`. An error (standard output closed) drops the line, as a logger must not fail its caller.
    private static func writeToStandardOutput(_ line: [UInt8]) {
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private static func json(_ value: Logger.Metadata.Value) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .stringConvertible(let convertible):
            switch convertible {
            case let number as Int: .integer(number)
            case let number as Double: .number(number)
            case let flag as Bool: .bool(flag)
            default: .string(convertible.description)
            }
        case .array(let values): .array(values.map(json))
        case .dictionary(let members): .object(JSONObject(members.mapValues(json)))
        }
    }
}

// `write(2)`, named apart from the handler's `write` property.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
