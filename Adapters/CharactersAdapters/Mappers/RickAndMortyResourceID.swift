/// Reads a resource id from its URL, e.g. `https://rickandmortyapi.com/api/episode/28` → 28: the last path
/// component, a positive integer. Any other shape gives `nil`.
enum RickAndMortyResourceID {
    static func id(fromURL text: String) -> Int? {
        var path = Substring(text)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        while path.hasSuffix("/") { path = path.dropLast() }
        guard path.contains("/"), let slash = path.lastIndex(of: "/") else { return nil }
        let component = path[path.index(after: slash)...]
        guard !component.isEmpty, component.utf8.count <= 18,
            component.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let id = Int(component), id > 0
        else { return nil }
        return id
    }
}
