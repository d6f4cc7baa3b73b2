import Foundation
import Testing

/// The stub modules rebuilt from a patched copy of their sources, linked with everything else this test binary
/// was built from, into a small program that runs `DriftReport.measure` — `marquee-fixtures drift` after
/// "applying the patch and rebuilding", without rebuilding the package: only the two stub modules are compiled
/// (one `swiftc` each, whole-module); every other module is the object files of this very build, found next to
/// the test binary. The patch changes literal values only, never a declaration, so the other modules' objects
/// link against the patched ones as they would against a rebuild.
struct PatchedStubBuild {
    /// The modules the patch may change, compiled from the copy.
    static let stubModules = ["MoviesAdaptersUITesting", "CharactersAdaptersUITesting"]

    /// Where this test binary's build keeps its modules and object files.
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    /// The folder holding the patched `AdaptersUITesting/…` sources; the build goes into `build/` inside it.
    let copy: URL

    /// Compiles the patched stub modules, then a program whose `main.swift` is `main`; returns the program.
    func program(main: String) async throws -> URL {
        let build = copy.appendingPathComponent("build", isDirectory: true)
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        let modules = products.appendingPathComponent("Modules").path
        try #require(FileManager.default.fileExists(atPath: modules), "no Modules next to \(products.path)")
        let sanitizers = Self.sanitizerFlags() + packageName()
        for module in Self.stubModules {
            let folder = copy.appendingPathComponent("AdaptersUITesting/\(module)")
            let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
            try await Self.swiftc(
                [
                    "-parse-as-library", "-wmo", "-module-name", module, "-I", modules, "-emit-module",
                    "-emit-module-path", build.appendingPathComponent("\(module).swiftmodule").path, "-c",
                ]
                    + sanitizers + sources + ["-o", build.appendingPathComponent("\(module).o").path], in: copy)
        }
        // Every library module of the package's layers but the two stub modules: test targets, test support
        // libraries and the executables' mains (whose sources are not under a layer folder) are left out.
        let objects = try FileManager.default.contentsOfDirectory(atPath: products.path)
            .filter { name in
                name.hasSuffix(".build") && !Self.stubModules.contains(String(name.dropLast(".build".count)))
            }
            .flatMap { folder in try Self.libraryObjects(in: products.appendingPathComponent(folder)) }
        let mainFile = build.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let program = build.appendingPathComponent("probe")
        try await Self.swiftc(
            ["-module-name", "Probe", "-I", build.path, "-I", modules] + sanitizers + [mainFile.path]
                + Self.stubModules.map { build.appendingPathComponent("\($0).o").path } + objects
                + ["-o", program.path], in: copy)
        return program
    }

    /// The environment the program runs in: this process's, without leak checking under AddressSanitizer. The
    /// program is a throwaway link made for one assertion; the fixtures code in it is leak-checked where it runs
    /// in this test process.
    static var probeEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if let options = environment["ASAN_OPTIONS"] { environment["ASAN_OPTIONS"] = options + ":detect_leaks=0" }
        return environment
    }

    /// The object files of a library module's current sources, as its `output-file-map.json` lists them (an
    /// incremental build leaves the objects of deleted or renamed sources in the folder, and linking those would
    /// define their symbols twice); none for a module whose sources are not in a layer folder, or are an
    /// executable's (`Composition/marquee`, `Tools/marquee-fixtures`).
    private static func libraryObjects(in folder: URL) throws -> [String] {
        let map = folder.appendingPathComponent("output-file-map.json")
        guard FileManager.default.fileExists(atPath: map.path) else { return [] }
        let entries = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: map))
        let sources = entries.keys.filter { $0.hasSuffix(".swift") && !$0.contains("/DerivedSources/") }
        let layers = ["Domain", "Application", "Adapters", "AdaptersUITesting", "Composition", "Tools"].map {
            "/\($0)/"
        }
        let executables = ["/Composition/marquee/", "/Tools/marquee-fixtures/"]
        let isLibrary = sources.allSatisfy { source in
            layers.contains { source.contains($0) } && !executables.contains { source.contains($0) }
        }
        guard !sources.isEmpty, isLibrary else { return [] }
        return entries.values.compactMap { $0["object"] }.sorted()
    }

    /// `-package-name` as SwiftPM gave it to this build (it derives it from the checkout's folder name), so the
    /// stub modules' `package` declarations compile and link with the other modules'.
    private func packageName() -> [String] {
        let plan = products.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("debug.yaml")
        guard let text = try? String(contentsOf: plan, encoding: .utf8),
            let match = text.firstMatch(of: /"-package-name","([^"]+)"/)
        else { return [] }
        return ["-package-name", String(match.1)]
    }

    /// `-sanitize=address` (or thread) when this binary was built with it, so the objects link.
    private static func sanitizerFlags() -> [String] {
        let process = dlopen(nil, RTLD_NOW)
        defer { if let process { dlclose(process) } }
        if dlsym(process, "__asan_init") != nil { return ["-sanitize=address"] }
        if dlsym(process, "__tsan_init") != nil { return ["-sanitize=thread"] }
        return []
    }

    private static func swiftc(_ arguments: [String], in directory: URL) async throws {
        let result = try await StubDataPatchTests.execute(
            "/usr/bin/env", ["swiftc", "-swift-version", "6"] + arguments, in: directory)
        try #require(result.status == 0, "swiftc failed: \(result.output)")
    }
}
