/// The stub data of one entity type, as an API with numeric ids serves it: the items in ascending id order, each
/// id once, looked up by id. Each stub repository answers from the tables of the entities its port returns; a
/// context's standard tables are declared next to their literals (`StubTable<Episode>.standard` in
/// `Data/Stub…Data+Episodes.swift`), so new stub data is one file and no catalogue grows a field.
package struct StubTable<Item: Identifiable & Hashable & Sendable>: Hashable, Sendable where Item.ID == Int {
    /// The items in ascending id order, each id once.
    package let items: [Item]
    // Visible to the inlinable lookups: called across the module boundary, the unspecialised generic lookup was 7.6 %
    // of marquee-service's CPU on `/characters/1` (metadata and witness calls for each of 51 episodes); inlined into
    // the stubs, it is specialised to the concrete item (Benchmarks/README.md).
    @usableFromInline let index: [Int: Item]

    /// A table of `items`, sorted by id; of repeated ids the first is kept.
    package init(_ items: [Item]) {
        var index: [Int: Item] = [:]
        for item in items where index[item.id] == nil { index[item.id] = item }
        self.items = index.values.sorted { $0.id < $1.id }
        self.index = index
    }

    /// The item with `id`, or `nil`.
    @inlinable package func item(withID id: Int) -> Item? {
        index[id]
    }

    /// The known items among `ids`, each once, in ascending id order (unknown ids left out), as a batched lookup
    /// such as `/episode/1,2,3` answers.
    @inlinable package func items(withIDs ids: [Int]) -> [Item] {
        // Sorted, then each id once (a repeat follows its first): no `Set` to hash 51 episode ids into per answer.
        var found: [Item] = []
        found.reserveCapacity(ids.count)
        var previous: Int?
        for id in ids.sorted() where id != previous {
            previous = id
            if let item = index[id] { found.append(item) }
        }
        return found
    }
}
