import Foundation
import ScenicData
import Synchronization
import Testing

/// `DataFolder.peek` reads a document as its file is now, for watching it, and never writes:
/// no lock is taken, nothing damaged is moved aside, nothing repaired is saved.
@Suite struct DataPeekTests {
    @Test func aMissingFileIsTheEmptyValueAndAWholeOneIsItsValue() throws {
        let temporary = try TemporaryFolder()
        let folder = try DataFolder(path: temporary.path)
        #expect(folder.peek(TestDocuments.tally) == Tally())
        _ = try folder.update(TestDocuments.tally) { $0.count = 4 }
        #expect(folder.peek(TestDocuments.tally) == Tally(count: 4))
        // Another process replaces the file: the next look sees it.
        try temporary.write(#"{"count":9}"#, to: "tally.json")
        #expect(folder.peek(TestDocuments.tally) == Tally(count: 9))
    }

    /// Polling an unchanged file decodes it once, as reading it does; a change is still seen
    /// at the next look.
    @Test func lookingAgainAtAnUnchangedFileDecodesNothing() throws {
        let temporary = try TemporaryFolder()
        let folder = try DataFolder(path: temporary.path)
        let document = DataDocument("counted.json", contents: "count", empty: Counted(tag: "peek"))
        try temporary.write(#"{"tag":"peek","count":3}"#, to: "counted.json")
        for _ in 1...5 { #expect(folder.peek(document) == Counted(tag: "peek", count: 3)) }
        #expect(try folder.read(document).value == Counted(tag: "peek", count: 3))
        #expect(Counted.decodings(of: "peek") == 1)
        // Another process replaces the file: the next look decodes it again.
        try temporary.write(#"{"tag":"peek","count":4}"#, to: "counted.json")
        #expect(folder.peek(document) == Counted(tag: "peek", count: 4))
        #expect(Counted.decodings(of: "peek") == 2)
    }

    @Test func aDamagedInvalidOrPartlyInvalidFileIsNilAndLeftAsItIs() throws {
        let temporary = try TemporaryFolder()
        let folder = try DataFolder(path: temporary.path)
        let before = try temporary.names()
        for text in ["{not json", #"{"numbers":[1,13]}"#, #"{"numbers":[1,-2]}"#] {
            try temporary.write(text, to: "numbers.json")
            #expect(folder.peek(TestDocuments.numbers) == nil, "\(text)")
            // Nothing moved aside, nothing written, no lock file made.
            #expect(try temporary.names() == (before + ["numbers.json"]).sorted())
            let kept = try String(
                contentsOfFile: temporary.path(of: "numbers.json"), encoding: .utf8)
            #expect(kept == text)
        }
        try temporary.write(Array(repeating: UInt8(ascii: " "), count: 64), to: "numbers.json")
        #expect(folder.peek(TestDocuments.numbers(sizeLimit: 16)) == nil)
    }
}
