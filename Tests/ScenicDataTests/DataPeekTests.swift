import Foundation
import ScenicData
import Testing

/// `DataFolder.peek` reads a document as its file is now, for watching it, and never writes:
/// no lock is taken, nothing damaged is moved aside, nothing repaired is saved.
@Suite struct DataPeekTests {
    @Test func aMissingFileIsTheEmptyValueAndAWholeOneIsItsValue() throws {
        let temporary = try TemporaryFolder()
        let folder = try DataFolder(path: temporary.path)
        #expect(folder.peek(TestDocuments.tally) == Tally())
        try folder.update(TestDocuments.tally) { $0.count = 4 }
        #expect(folder.peek(TestDocuments.tally) == Tally(count: 4))
        // Another process replaces the file: the next look sees it.
        try temporary.write(#"{"count":9}"#, to: "tally.json")
        #expect(folder.peek(TestDocuments.tally) == Tally(count: 9))
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
