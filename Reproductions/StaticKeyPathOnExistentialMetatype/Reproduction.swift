// swiftc 6.3.1 crashes (signal 11) lowering this file to SIL: a key path whose root is an existential metatype
// (`any P.Type`) and whose component is a static protocol requirement. Written out (`\(any P.Type).x`) or inferred
// (`types.map(\.x)`), in a throwing function or not. Compiling it with `-typecheck` succeeds; `-emit-sil` (and any
// build) crashes in SILGen. The closure `types.map { $0.x }` compiles.
protocol P {
    static var x: Int { get }
}

enum A: P {
    static var x: Int { 1 }
}

let keyPath: KeyPath<any P.Type, Int> = \.x

func values(of types: [any P.Type]) -> [Int] {
    types.map(\.x)
}

print(values(of: [A.self]), A.self[keyPath: keyPath])
