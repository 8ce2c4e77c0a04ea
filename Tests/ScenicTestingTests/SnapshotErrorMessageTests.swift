import ScenicSnapshotStore
import Testing

/// Pins the exact failure texts people read.
@Suite struct SnapshotErrorMessageTests {
    private let stored = "Snapshots/CartTests/total.1.txt"
    private let diff = """
        --- Snapshots/CartTests/total.1.txt (stored)
        +++ actual text
        @@ -1,1 +1,1 @@
        -Total: $3.00
        +Total: $4.00
        """

    @Test func missingWithPendingWritten() {
        #expect(
            SnapshotError.missing(stored: stored, written: .pending(stored + ".new")).message == """
                No snapshot is stored at Snapshots/CartTests/total.1.txt.
                Wrote the actual text to Snapshots/CartTests/total.1.txt.new.
                Next: review it with `swift run scenic review`, or accept it with \
                `swift run scenic accept Snapshots/CartTests/total.1.txt`.
                """)
    }

    @Test func aPathWithSpacesIsQuotedSoTheCommandCanBePasted() {
        let spaced = "Snapshots/Previews/Cart.expired code.40.txt"
        #expect(
            SnapshotError.missing(stored: spaced, written: .pending(spaced + ".new")).message
                .hasSuffix(
                    "`swift run scenic accept 'Snapshots/Previews/Cart.expired code.40.txt'`."))
    }

    @Test func missingOnCI() {
        #expect(
            SnapshotError.missing(stored: stored, written: .nothing(.continuousIntegration)).message
                == """
                No snapshot is stored at Snapshots/CartTests/total.1.txt.
                Nothing was written because CI is set (verify-only).
                Next: run the tests locally without it, then `swift run scenic review`, and \
                commit the accepted snapshot.
                """)
    }

    @Test func mismatchWithPendingWritten() {
        #expect(
            SnapshotError.mismatch(stored: stored, diff: diff, written: .pending(stored + ".new"))
                .message == """
                    Snapshot Snapshots/CartTests/total.1.txt does not match the actual text.
                    Wrote the actual text to Snapshots/CartTests/total.1.txt.new.
                    --- Snapshots/CartTests/total.1.txt (stored)
                    +++ actual text
                    @@ -1,1 +1,1 @@
                    -Total: $3.00
                    +Total: $4.00
                    Next: review it with `swift run scenic review`, or accept it with \
                    `swift run scenic accept Snapshots/CartTests/total.1.txt`.
                    """)
    }

    @Test func mismatchInVerifyMode() {
        #expect(
            SnapshotError.mismatch(stored: stored, diff: diff, written: .nothing(.requested))
                .message.hasPrefix(
                    """
                    Snapshot Snapshots/CartTests/total.1.txt does not match the actual text.
                    Nothing was written because SCENIC_SNAPSHOTS=verify (verify-only).
                    """))
    }

    @Test func overwritten() {
        #expect(
            SnapshotError.missing(stored: stored, written: .overwritten).message == """
                No snapshot is stored at Snapshots/CartTests/total.1.txt.
                Overwrote it with the actual text because SCENIC_SNAPSHOTS=overwrite; the test \
                fails so an update run never passes as a check.
                Next: check the change with `git diff Snapshots`, then run the tests again \
                without SCENIC_SNAPSHOTS.
                """)
    }

    @Test func unsafeNames() {
        #expect(
            SnapshotError.unsafeName("../x", .leadingDot).message == """
                Snapshot name "../x" is not safe in a file name: it starts with ".". Use letters, \
                digits, "-", "_" and single dots inside the name.
                """)
        #expect(
            SnapshotError.unsafeName("a\u{0}", .controlCharacter("\u{0}")).message.hasPrefix(
                #"Snapshot name "a\0" is not safe in a file name: it contains the control character U+0000."#
            ))
        #expect(
            SnapshotError.unsafeName("a/b", .separator("/")).message.hasPrefix(
                #"Snapshot name "a/b" is not safe in a file name: it contains "/"."#))
    }

    @Test func otherErrors() {
        #expect(
            SnapshotError.notUTF8(stored).message
                == "Snapshot Snapshots/CartTests/total.1.txt is not valid UTF-8 text. "
                + "Fix or delete the file, then run the tests again.")
        #expect(
            SnapshotError.invalidMode("record").message
                == #"SCENIC_SNAPSHOTS="record" is not a mode; use verify, pending or overwrite."#)
        #expect(
            SnapshotError.packageRootNotFound("/tmp/x.swift").message
                == "Cannot find the package root: no Package.swift in the folder of "
                + "/tmp/x.swift or any folder above it.")
        #expect(
            SnapshotError.unnamedInParameterizedTest(test: "total").message == """
                Test "total" is parameterized, so its cases run in any order and unnamed \
                snapshots would get unstable numbers. Pass a name built from the arguments, for \
                example `assertSnapshot(of: text, named: "\\(argument)")`.
                """)
        let matched = SnapshotError.assertedTwice(
            stored: stored, earlier: stored + ".new", matches: true)
        #expect(matched.isWarning)
        #expect(
            matched.message == """
                Snapshot Snapshots/CartTests/total.1.txt matched, but an earlier assertion of it \
                in this run did not (its text is in Snapshots/CartTests/total.1.txt.new, kept for \
                review). Either one file is asserted with two texts (in a loop, give each its own \
                name, as in named: "row-\\(index)"), or the text changes from run to run of a \
                repeated test.
                """)
        let differed = SnapshotError.assertedTwice(
            stored: stored, earlier: stored + ".new", matches: false)
        #expect(!differed.isWarning)
        #expect(
            differed.message == """
                Snapshot Snapshots/CartTests/total.1.txt was asserted twice in this run, with two \
                texts (the earlier one's is in Snapshots/CartTests/total.1.txt.new, kept for \
                review; this one was not written). A snapshot file holds one text: give each \
                assertion a name of its own (in a loop, named: "row-\\(index)"), or assert the \
                texts together as one.
                """)
    }
}
