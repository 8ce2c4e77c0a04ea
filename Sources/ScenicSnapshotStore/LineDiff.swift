/// A minimal line diff: Myers' O(ND) algorithm in linear space.
///
/// The diff runs on interned integers, so comparing two lines is one integer comparison.
/// Before the search it drops lines that occur on only one side (they can never be matched,
/// so the longest common subsequence is unchanged) and strips the common prefix and suffix of
/// every subproblem. That makes typical edits, and edits that replace many lines with new
/// text, near-linear; the divide-and-conquer "middle snake" keeps memory linear in the input.
///
/// ```swift
/// LineDiff.edits(from: ["a", "b", "c"], to: ["a", "x", "c"])
/// // [.keep(old: 0, new: 0), .delete(old: 1), .insert(new: 1), .keep(old: 2, new: 2)]
/// ```
package enum LineDiff {
    /// One step of an edit script, indexing into the old and the new sequence.
    package enum Edit: Equatable, Sendable {
        /// The element is in both sequences.
        case keep(old: Int, new: Int)
        /// The element of the old sequence is removed.
        case delete(old: Int)
        /// The element of the new sequence is added.
        case insert(new: Int)
    }

    /// Returns a shortest edit script that turns `old` into `new`.
    ///
    /// Between two kept elements, deletions come before insertions.
    package static func edits<Element: Hashable>(
        from old: [Element], to new: [Element]
    ) -> [Edit] {
        var ids: [Element: Int32] = [:]
        let oldIDs = old.map { intern($0, into: &ids) }
        let newIDs = new.map { intern($0, into: &ids) }

        // Lines present on one side only can never be kept; leaving them out keeps the search
        // small when a change rewrites many lines.
        var inOld = [Bool](repeating: false, count: ids.count)
        var inNew = [Bool](repeating: false, count: ids.count)
        for id in oldIDs { inOld[Int(id)] = true }
        for id in newIDs { inNew[Int(id)] = true }
        let oldKept = oldIDs.indices.filter { inNew[Int(oldIDs[$0])] }
        let newKept = newIDs.indices.filter { inOld[Int(newIDs[$0])] }

        var search = MiddleSnakeSearch(
            old: oldKept.map { oldIDs[$0] }, new: newKept.map { newIDs[$0] })
        let matches = search.matches()

        var script: [Edit] = []
        script.reserveCapacity(old.count + new.count)
        var oldIndex = 0
        var newIndex = 0
        for match in matches {
            let oldTarget = oldKept[match.old]
            let newTarget = newKept[match.new]
            while oldIndex < oldTarget {
                script.append(.delete(old: oldIndex))
                oldIndex += 1
            }
            while newIndex < newTarget {
                script.append(.insert(new: newIndex))
                newIndex += 1
            }
            script.append(.keep(old: oldIndex, new: newIndex))
            oldIndex += 1
            newIndex += 1
        }
        while oldIndex < old.count {
            script.append(.delete(old: oldIndex))
            oldIndex += 1
        }
        while newIndex < new.count {
            script.append(.insert(new: newIndex))
            newIndex += 1
        }
        return script
    }

    private static func intern<Element: Hashable>(
        _ element: Element, into ids: inout [Element: Int32]
    ) -> Int32 {
        if let id = ids[element] { return id }
        let id = Int32(ids.count)
        ids[element] = id
        return id
    }
}
