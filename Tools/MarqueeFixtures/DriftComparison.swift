import MarqueeJSON

/// Compares two answers field by field. Elements of a list that have an identity (`id`, or `creditID`) are
/// paired by it, so one movie more or less is one difference, not twenty; other lists are paired by position.
struct DriftComparison {
    /// List paths (without element selectors) whose membership and order move by themselves.
    let volatileLists: Set<String>

    func differences(stub: JSONValue, recorded: JSONValue) -> [FieldDifference] {
        var found: [FieldDifference] = []
        compare(stub, recorded, path: "", listPath: "", into: &found)
        return found
    }

    private func compare(
        _ stub: JSONValue, _ recorded: JSONValue, path: String, listPath: String,
        into found: inout [FieldDifference]
    ) {
        guard stub != recorded else { return }
        switch (stub, recorded) {
        case (.object(let leftObject), .object(let rightObject)):
            let left = Dictionary(
                leftObject.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let right = Dictionary(
                rightObject.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            // The stub's member order (its type's declaration order), then what only the recording has.
            var keys = leftObject.members.map(\.key)
            keys += rightObject.members.map(\.key).filter { left[$0] == nil }
            for key in keys {
                let childPath = path.isEmpty ? key : "\(path).\(key)"
                let childList = listPath.isEmpty ? key : "\(listPath).\(key)"
                switch (left[key], right[key]) {
                case (let l?, let r?): compare(l, r, path: childPath, listPath: childList, into: &found)
                case (let l?, nil): found.append(difference(childPath, key, stub: Self.show(l), recorded: "absent"))
                case (nil, let r?): found.append(difference(childPath, key, stub: "absent", recorded: Self.show(r)))
                case (nil, nil): break
                }
            }
        case (.array(let left), .array(let right)):
            compareLists(left, right, path: path, listPath: listPath, into: &found)
        default:
            found.append(
                difference(path, Self.lastName(of: listPath), stub: Self.show(stub), recorded: Self.show(recorded)))
        }
    }

    private func compareLists(
        _ left: [JSONValue], _ right: [JSONValue], path: String, listPath: String,
        into found: inout [FieldDifference]
    ) {
        let leftIDs = left.map(Self.identity)
        let rightIDs = right.map(Self.identity)
        guard !left.isEmpty || !right.isEmpty, !leftIDs.contains(nil), !rightIDs.contains(nil) else {
            for index in 0..<max(left.count, right.count) {
                let childPath = "\(path)[\(index)]"
                switch (index < left.count ? left[index] : nil, index < right.count ? right[index] : nil) {
                case (let l?, let r?): compare(l, r, path: childPath, listPath: listPath, into: &found)
                case (let l?, nil):
                    found.append(membership(childPath, listPath, stub: Self.show(l), recorded: "absent"))
                case (nil, let r?):
                    found.append(membership(childPath, listPath, stub: "absent", recorded: Self.show(r)))
                case (nil, nil): break
                }
            }
            return
        }
        let rightByID = Dictionary(zip(rightIDs.compactMap { $0 }, right), uniquingKeysWith: { first, _ in first })
        let leftByID = Dictionary(zip(leftIDs.compactMap { $0 }, left), uniquingKeysWith: { first, _ in first })
        for (id, element) in zip(leftIDs.compactMap { $0 }, left) {
            let childPath = "\(path)[\(id)]"
            if let other = rightByID[id] {
                compare(element, other, path: childPath, listPath: listPath, into: &found)
            } else {
                found.append(membership(childPath, listPath, stub: Self.summary(element), recorded: "absent"))
            }
        }
        for (id, element) in zip(rightIDs.compactMap { $0 }, right) where leftByID[id] == nil {
            found.append(membership("\(path)[\(id)]", listPath, stub: "absent", recorded: Self.summary(element)))
        }
        let shared = Set(leftIDs.compactMap { $0 }).intersection(rightIDs.compactMap { $0 })
        let leftOrder = leftIDs.compactMap { $0 }.filter(shared.contains)
        let rightOrder = rightIDs.compactMap { $0 }.filter(shared.contains)
        if leftOrder != rightOrder {
            found.append(
                membership(
                    "\(path) (order)", listPath, stub: leftOrder.joined(separator: ", "),
                    recorded: rightOrder.joined(separator: ", ")))
        }
    }

    private func difference(_ path: String, _ name: String, stub: String, recorded: String) -> FieldDifference {
        let kind: DriftKind = FieldDifference.volatileFieldNames.contains(name) ? .volatile : .drift
        return FieldDifference(path: path, stub: stub, recorded: recorded, kind: kind)
    }

    private func membership(_ path: String, _ listPath: String, stub: String, recorded: String) -> FieldDifference {
        FieldDifference(
            path: path, stub: stub, recorded: recorded, kind: volatileLists.contains(listPath) ? .volatile : .drift)
    }

    /// `id 640` or `creditID 52fe…` for an object that has one.
    private static func identity(_ element: JSONValue) -> String? {
        guard case .object(let object) = element else { return nil }
        for key in ["id", "creditID"] {
            switch object.members.first(where: { $0.key == key })?.value {
            case .integer(let value): return "\(key) \(value)"
            case .string(let value): return "\(key) \(value)"
            default: continue
            }
        }
        return nil
    }

    private static func lastName(of listPath: String) -> String {
        String(listPath.split(separator: ".").last ?? "")
    }

    /// The value on one line, at most 80 characters.
    static func show(_ value: JSONValue) -> String {
        let text = value.rendered(pretty: false)
        return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }

    /// An element named by its identity and a title or name when it has one.
    private static func summary(_ element: JSONValue) -> String {
        guard case .object(let object) = element else { return show(element) }
        for key in ["title", "name"] {
            if case .string(let value) = object.members.first(where: { $0.key == key })?.value {
                return "present (\(key) \(show(.string(value))))"
            }
        }
        return "present"
    }
}
