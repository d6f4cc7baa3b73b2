import MarqueeJSON

/// Compares two JSON answers field by field: what the contract of a port (a stub against its live adapter) and the
/// drift reports (a stub's data against a recording) both say about where two answers part. Elements of a list that
/// have an identity (the first of `identityKeys` an element has) are paired by it, so one element more or less is
/// one difference, not twenty; other lists are paired by position.
package struct JSONFieldComparison: Sendable {
    /// The members that identify a list's elements, in the order they are looked for.
    package let identityKeys: [String]

    /// A comparison pairing list elements by the first of `identityKeys` they have.
    package init(identityKeys: [String] = ["id"]) {
        self.identityKeys = identityKeys
    }

    /// Where `stub` and `other` part, in the stub's order (its members as its type declares them, then what only the
    /// other side has); empty when they are equal.
    package func differences(stub: JSONValue, other: JSONValue) -> [JSONFieldDifference] {
        var found: [JSONFieldDifference] = []
        compare(stub, other, path: "", listPath: "", into: &found)
        return found
    }

    private func compare(
        _ stub: JSONValue, _ other: JSONValue, path: String, listPath: String, into found: inout [JSONFieldDifference]
    ) {
        guard stub != other else { return }
        switch (stub, other) {
        case (.object(let leftObject), .object(let rightObject)):
            let left = Dictionary(
                leftObject.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let right = Dictionary(
                rightObject.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            var keys = leftObject.members.map(\.key)
            keys += rightObject.members.map(\.key).filter { left[$0] == nil }
            for key in keys {
                let childPath = path.isEmpty ? key : "\(path).\(key)"
                let childList = listPath.isEmpty ? key : "\(listPath).\(key)"
                switch (left[key], right[key]) {
                case (let l?, let r?): compare(l, r, path: childPath, listPath: childList, into: &found)
                case (let l?, nil): found.append(field(childPath, childList, stub: Self.show(l), other: "absent"))
                case (nil, let r?): found.append(field(childPath, childList, stub: "absent", other: Self.show(r)))
                case (nil, nil): break
                }
            }
        case (.array(let left), .array(let right)):
            compareLists(left, right, path: path, listPath: listPath, into: &found)
        default:
            found.append(field(path, listPath, stub: Self.show(stub), other: Self.show(other)))
        }
    }

    private func compareLists(
        _ left: [JSONValue], _ right: [JSONValue], path: String, listPath: String,
        into found: inout [JSONFieldDifference]
    ) {
        let leftIDs = left.map(identity)
        let rightIDs = right.map(identity)
        guard !left.isEmpty || !right.isEmpty, !leftIDs.contains(nil), !rightIDs.contains(nil) else {
            for index in 0..<max(left.count, right.count) {
                let childPath = "\(path)[\(index)]"
                switch (index < left.count ? left[index] : nil, index < right.count ? right[index] : nil) {
                case (let l?, let r?): compare(l, r, path: childPath, listPath: listPath, into: &found)
                case (let l?, nil): found.append(membership(childPath, listPath, stub: Self.show(l), other: "absent"))
                case (nil, let r?): found.append(membership(childPath, listPath, stub: "absent", other: Self.show(r)))
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
                found.append(membership(childPath, listPath, stub: Self.summary(element), other: "absent"))
            }
        }
        for (id, element) in zip(rightIDs.compactMap { $0 }, right) where leftByID[id] == nil {
            found.append(membership("\(path)[\(id)]", listPath, stub: "absent", other: Self.summary(element)))
        }
        let shared = Set(leftIDs.compactMap { $0 }).intersection(rightIDs.compactMap { $0 })
        let leftOrder = leftIDs.compactMap { $0 }.filter(shared.contains)
        let rightOrder = rightIDs.compactMap { $0 }.filter(shared.contains)
        if leftOrder != rightOrder {
            found.append(
                membership(
                    path.isEmpty ? "(order)" : "\(path) (order)", listPath, stub: leftOrder.joined(separator: ", "),
                    other: rightOrder.joined(separator: ", ")))
        }
    }

    private func field(_ path: String, _ listPath: String, stub: String, other: String) -> JSONFieldDifference {
        JSONFieldDifference(path: path, stub: stub, other: other, listPath: listPath, isMembership: false)
    }

    private func membership(_ path: String, _ listPath: String, stub: String, other: String) -> JSONFieldDifference {
        JSONFieldDifference(path: path, stub: stub, other: other, listPath: listPath, isMembership: true)
    }

    /// `id 640` or `creditID 52fe…` for an object that has one of the identity keys.
    private func identity(_ element: JSONValue) -> String? {
        guard case .object(let object) = element else { return nil }
        for key in identityKeys {
            switch object.members.first(where: { $0.key == key })?.value {
            case .integer(let value): return "\(key) \(value)"
            case .string(let value): return "\(key) \(value)"
            default: continue
            }
        }
        return nil
    }

    /// The value on one line, at most 80 characters.
    package static func show(_ value: JSONValue) -> String {
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
