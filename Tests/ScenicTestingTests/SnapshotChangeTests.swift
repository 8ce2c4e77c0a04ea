import Foundation
import ScenicSnapshotStore
import Testing

/// What counts as the same change when `scenic review` groups pending snapshots.
@Suite struct SnapshotChangeTests {
    private let package: TemporaryPackage
    private let store: SnapshotStore

    init() throws {
        package = try TemporaryPackage()
        store = SnapshotStore(root: package.root)
    }

    private func pending(_ name: String, stored: String?, new: String) throws -> PendingSnapshot {
        let path = "Snapshots/S/\(name).txt"
        if let stored { try package.write(stored, to: path) }
        try package.write(new, to: path + ".new")
        return PendingSnapshot(storedPath: path)
    }

    @Test func aWordChangedAnywhereAndAnyNumberOfTimesIsOneChange() throws {
        let footer = try pending("footer", stored: "A\nhelp · quit\n", new: "A\nhelp · exit\n")
        let story = try pending(
            "story", stored: "> x\nB · quit\n> y\nB · quit\n", new: "> x\nB · exit\n> y\nB · exit\n"
        )
        let alone = try pending("alone", stored: "C ·\nquit\n", new: "C ·\nexit\n")
        let change = try store.change(of: footer)
        #expect(change.pieces == [.words(removed: ["quit"], added: ["exit"])])
        #expect(change.summary == "\"quit\" → \"exit\"")
        #expect(try store.change(of: story) == change)
        #expect(try store.change(of: alone) == change)
        let grouped = store.groupedByChange([footer, story, alone])
        #expect(grouped.groups.map { $0.map(\.snapshot) } == [[footer, story, alone]])
    }

    @Test func rewrittenLinesNewSnapshotsAndOtherWordsAreOtherChanges() throws {
        let word = try pending("word", stored: "Total 3\n", new: "Total 4\n")
        let rewritten = try pending("rewritten", stored: "all gone\n", new: "nothing here\n")
        let added = try pending("added", stored: "a\n", new: "a\nb\n")
        let new = try pending("new", stored: nil, new: "Total 4\n")
        #expect(try store.change(of: rewritten).summary == nil)
        #expect(
            try store.change(of: added).pieces == [.lines(removed: [], added: ["b"])])
        #expect(try store.change(of: new).isNew)
        let grouped = store.groupedByChange([word, rewritten, added, new])
        #expect(grouped.groups.count == 4)
    }

    /// Words added to a wrapped paragraph move others onto the next line, or a line more:
    /// the change is the words added, not the words that moved.
    @Test func aParagraphWrappedAgainIsTheWordsThatChanged() throws {
        let stored = """
            Library
            Dusty shelves climb to the ceiling. A book lies open on a
            desk by the window.
            Commands: help · quit

            """
        let sameLines = try pending(
            "same-lines", stored: stored,
            new: """
                Library
                Dusty oak shelves climb to the painted ceiling. A book lies
                open on a desk by the window.
                Commands: help · quit

                """)
        let lineMore = try pending(
            "line-more", stored: stored,
            new: """
                Library
                Dusty oak shelves climb to the painted ceiling. A book lies
                open on a desk by the window, under a lamp that is
                burning low.
                Commands: help · quit

                """)
        #expect(try store.change(of: sameLines).summary == #"nothing → "oak painted""#)
        #expect(
            try store.change(of: lineMore).summary
                == #""window." → "oak painted window, under a lamp that is burning low.""#)
        // A rewritten paragraph is still lines.
        let rewritten = try pending(
            "rewritten", stored: stored,
            new: """
                Library
                Rain drums on the glass. Nothing here has been read in
                years.
                Commands: help · quit

                """)
        #expect(try store.change(of: rewritten).summary == nil)
    }

    @Test func anUnreadablePendingFileIsSetApartWithTheReason() throws {
        let good = try pending("good", stored: "a\n", new: "b\n")
        try package.write(Data([0xFF]), to: "Snapshots/S/bad.txt.new")
        let bad = PendingSnapshot(storedPath: "Snapshots/S/bad.txt")
        let grouped = store.groupedByChange([good, bad])
        #expect(grouped.groups.map { $0.map(\.snapshot) } == [[good]])
        #expect(grouped.unreadable.map(\.0) == [bad])
    }
}
