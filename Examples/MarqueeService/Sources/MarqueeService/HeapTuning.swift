#if canImport(Glibc)
    import Glibc
#endif

/// How the service asks glibc's allocator to keep the memory it frees. A JSON answer allocates three buffers of
/// tens of kilobytes (the writer's, the document's, the response body's). By default glibc gives such memory back
/// to the kernel as soon as the free space at the top of a thread's heap passes 128 KB, and the next request
/// faults the same pages in again: `madvise` and page faults were 5 % of the CPU of a 33 KB answer, and keeping the
/// memory made that route 7 % cheaper (see Benchmarks/README.md). Keeping up to ``trimThresholdBytes`` free per heap
/// costs at most that much resident memory per heap, and no faults.
///
/// An operator who tunes the allocator themselves (any `MALLOC_…` variable, such as `MALLOC_TRIM_THRESHOLD_`, or
/// `GLIBC_TUNABLES`) keeps their settings: the service then changes nothing. Elsewhere than on glibc it changes
/// nothing either.
package enum HeapTuning {
    /// The free memory a heap keeps before glibc gives it back: 64 MiB.
    package static let trimThresholdBytes: Int32 = 64 << 20
    /// Allocations from this size up get their own mapping, as glibc does by default from 128 KB: 1 MiB. (Setting
    /// the trim threshold turns off glibc's sliding mapping threshold, so it is set explicitly.)
    package static let mmapThresholdBytes: Int32 = 1 << 20

    /// Whether the service tunes the allocator under `environment`: not when the operator does.
    package static func applies(environment: [String: String]) -> Bool {
        !environment.keys.contains { $0 == "GLIBC_TUNABLES" || $0.hasPrefix("MALLOC_") }
    }

    /// Sets both thresholds, unless ``applies(environment:)`` says the operator's settings stand. Call it first,
    /// before the service allocates.
    package static func apply(environment: [String: String]) {
        guard applies(environment: environment) else { return }
        #if canImport(Glibc)
            // `mallopt` is in `<malloc.h>`, which Swift's Glibc module does not import: it is looked up by name.
            guard let process = dlopen(nil, RTLD_NOW) else { return }
            defer { dlclose(process) }
            guard let symbol = dlsym(process, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(mTrimThreshold, trimThresholdBytes)
            _ = mallopt(mMmapThreshold, mmapThresholdBytes)
        #endif
    }

    // `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` in glibc's `<malloc.h>`.
    private static let mTrimThreshold: Int32 = -1
    private static let mMmapThreshold: Int32 = -3
}
