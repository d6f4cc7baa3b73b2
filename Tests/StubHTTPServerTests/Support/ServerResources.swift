import Foundation

@testable import StubHTTPServer

/// What one server holds in this process, read from Linux `/proc` while it runs, so that once it is stopped each
/// item can be checked by identity, never by counting what the whole process holds (every test target runs in
/// this one process, in parallel):
/// - a descriptor by what `/proc/self/fd/<n>` links to (`socket:[inode]`, `pipe:[inode]`): another test may get
///   the same number back, never the same inode;
/// - a thread by its id and name (`stub <port> ...`);
/// - the listener by its socket inode, listed as listening on the port in `/proc/net/tcp`.
struct ServerResources: Sendable {
    /// Linux only.
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: "/proc/self/fd")
            && FileManager.default.fileExists(atPath: "/proc/net/tcp")
    }

    /// Descriptor number → link target, for every descriptor the server reported.
    let descriptors: [Int32: String]
    /// Thread id → name, for every thread named after the server's port.
    let threads: [String: String]
    /// The inode of the socket listening on the server's port, when it is one of the server's descriptors.
    let listenerInode: String?

    /// Records what `server` holds now: its descriptors, and optionally its threads (reads every thread's name)
    /// and its listener (reads the whole TCP table, which the kernel is slow to produce when it is long).
    static func record(_ server: StubHTTPServer, threads: Bool = true, listener: Bool = true) -> ServerResources {
        var descriptors: [Int32: String] = [:]
        for descriptor in server.ownedDescriptors {
            descriptors[descriptor] = link(of: descriptor)
        }
        let socketInodes = Set(descriptors.values.compactMap(socketInode))
        return ServerResources(
            descriptors: descriptors,
            threads: threads ? self.threads(of: server) : [:],
            listenerInode: listener ? listeningInodes(onPort: server.port).first { socketInodes.contains($0) } : nil
        )
    }

    /// Thread id → name, for the threads named after the server's port (`stub <port> io`, `stub <port> w1` ...):
    /// each thread the server reports (`threadIDs`), looked up by its id, and any other thread of that name that a
    /// listing of `/proc/self/task` shows (one the server should not have). Listing alone once missed a live thread
    /// in a process whose other tests start and end threads all the time (1 run in 61 under load).
    static func threads(of server: StubHTTPServer) -> [String: String] {
        let prefix = "stub \(server.port) "
        var threads: [String: String] = [:]
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for thread in server.threadIDs + listed {
            if let name = threadName(thread), name.hasPrefix(prefix) { threads[thread] = name }
        }
        return threads
    }

    /// How many of the recorded descriptors are sockets and how many are pipes.
    var kinds: (sockets: Int, pipes: Int) {
        (descriptors.values.count { $0.hasPrefix("socket:") }, descriptors.values.count { $0.hasPrefix("pipe:") })
    }

    /// What is still held, described; empty when the server released everything it had.
    /// - Parameter scanAllDescriptors: also look through every descriptor of the process for the recorded
    ///   sockets and pipes (a leaked duplicate would keep them alive under another number). Slower.
    func leftovers(scanAllDescriptors: Bool = true) -> [String] {
        var found: [String] = []
        for (descriptor, target) in descriptors.sorted(by: { $0.key < $1.key })
        where Self.link(of: descriptor) == target {
            found.append("descriptor \(descriptor) still open (\(target))")
        }
        for (thread, name) in threads.sorted(by: { $0.key < $1.key }) where Self.isRunning(thread, named: name) {
            found.append("thread \(thread) '\(name)' still running")
        }
        if scanAllDescriptors {
            let targets = Set(descriptors.values)
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for entry in open {
                guard let number = Int32(entry), let target = Self.link(of: number), targets.contains(target) else {
                    continue
                }
                found.append("\(target) still open as descriptor \(number)")
            }
        }
        // A listener that no descriptor of this process holds any more can only live on in a child that another
        // test forked and that has not reached exec yet (it closes it there): that is not this server's leak.
        if let listenerInode, Self.readFile("/proc/net/tcp")?.contains(" \(listenerInode) ") != false,
            Self.processHolds(socketInode: listenerInode)
        {
            found.append("the listener (socket:[\(listenerInode)]) still listens")
        }
        return found
    }

    // MARK: - /proc

    private static func link(of descriptor: Int32) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
    }

    private static func socketInode(_ target: String) -> String? {
        guard target.hasPrefix("socket:["), target.hasSuffix("]") else { return nil }
        return String(target.dropFirst("socket:[".count).dropLast())
    }

    private static func threadName(_ thread: String) -> String? {
        readFile("/proc/self/task/\(thread)/comm")?.trimmingCharacters(in: .newlines)
    }

    /// Whether thread `thread` still exists with that name and has not begun to exit. A joined thread can stay
    /// visible for an instant after `pthread_join` returned (the kernel wakes the joiner on its way out), but by
    /// then it carries `PF_EXITING` (0x4) in the flags field of its `stat`.
    private static func isRunning(_ thread: String, named name: String) -> Bool {
        guard threadName(thread) == name,
            let stat = readFile("/proc/self/task/\(thread)/stat"),
            let nameEnd = stat.lastIndex(of: ")")
        else { return false }
        // After "(comm)": state ppid pgrp session tty_nr tpgid flags ...
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 6, let flags = UInt64(fields[6]) else { return false }
        return flags & 0x4 == 0
    }

    /// Inodes of the IPv4 sockets listening on `port`, from `/proc/net/tcp`.
    private static func listeningInodes(onPort port: UInt16) -> [String] {
        guard let table = readFile("/proc/net/tcp") else { return [] }
        // Rows are "sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ..."; a listening
        // socket has no remote address and state 0A. Only such rows are split (the table can be long).
        let marker = ":" + String(format: "%04X", port) + " 00000000:0000 0A "
        var inodes: [String] = []
        var searchFrom = table.startIndex
        while let found = table.range(of: marker, range: searchFrom..<table.endIndex) {
            let lineEnd = table[found.upperBound...].firstIndex(of: "\n") ?? table.endIndex
            let fields = table[found.upperBound..<lineEnd].split(separator: " ")
            // After the state: tx:rx tr:when retrnsmt uid timeout inode.
            if fields.count > 5 { inodes.append(String(fields[5])) }
            searchFrom = lineEnd
        }
        return inodes
    }

    /// The whole of a `/proc` file. (`String(contentsOfFile:)` stops after the first 4 KiB of such files: they
    /// report a size of 0 and are produced a page at a time.)
    private static func readFile(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func processHolds(socketInode inode: String) -> Bool {
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return open.contains { entry in
            Int32(entry).flatMap(link(of:)) == "socket:[\(inode)]"
        }
    }
}
