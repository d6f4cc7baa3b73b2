// Foundation's Process.run() on Linux (swift-corelibs-foundation, Swift 6.3.1) reads past the end of glibc's
// directory buffer: to emulate POSIX_SPAWN_CLOEXEC_DEFAULT it lists /proc/self/fd (findMaximumOpenFromProcSelfFD,
// inlined into run()) and copies each entry's whole 256-byte `d_name`, although a record is 24 bytes. With enough
// descriptors open (about 1,365: the 32 KiB buffer full) the last record's copy runs up to 243 bytes past the
// buffer, and when the heap ends there, into an unmapped page: signal 11 in __memmove_avx_unaligned_erms, called
// from Process.run() + 6428. Fixed upstream by swift-corelibs-foundation pull request 5472.
//
// The program holds `openFiles` descriptors open and launches /bin/true `launches` times, moving the heap's top by
// a different amount before each launch so that the directory buffer ends at every offset of a page in turn; `check`
// runs it with glibc's heap padding off (top_pad and trim_threshold 0), so the heap ends where the buffer does.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

let openFiles = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 1400
let launches = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 600
for _ in 0..<openFiles {
    guard open("/dev/null", O_RDONLY) >= 0 else {
        fatalError("cannot open /dev/null \(openFiles) times: raise `ulimit -n`")
    }
}
for launch in 0..<launches {
    _ = malloc(16 * (launch % 256) + 16)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
}
print("\(launches) launches with \(openFiles) descriptors open: no crash")
