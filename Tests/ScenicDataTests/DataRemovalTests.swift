import Foundation
import ScenicData
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `remove(_:)`: a document an app ends leaves no file, and nothing else goes with it.
@Suite struct DataRemovalTests {
    @Test func aRemovedDocumentLeavesNoFileAndReadsEmptyEverywhere() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        _ = try folder.update(TestDocuments.numbers) { $0.numbers = [3, 1, 4] }
        // Read once, so the folder remembers the value: the removal must forget it.
        #expect(try folder.read(TestDocuments.numbers).value == Numbers(numbers: [3, 1, 4]))

        try folder.transaction { data throws(DataError) in
            try data.remove(TestDocuments.numbers)
        }

        #expect(try temporary.namesBesideTheLock() == [])
        #expect(try folder.read(TestDocuments.numbers).value == TestDocuments.numbers.empty)
        #expect(
            try DataFolder(path: temporary.path).read(TestDocuments.numbers).value
                == TestDocuments.numbers.empty)
        // Removing what is not there is no error; writing again makes it anew.
        try folder.transaction { data throws(DataError) in
            try data.remove(TestDocuments.numbers)
        }
        _ = try folder.update(TestDocuments.numbers) { $0.numbers = [2] }
        #expect(try folder.read(TestDocuments.numbers).value == Numbers(numbers: [2]))
    }

    @Test func theCopyAReadKeptAsideStays() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("not JSON", to: "numbers.json")
        #expect(try folder.read(TestDocuments.numbers).repair != nil)
        _ = try folder.update(TestDocuments.numbers) { $0.numbers = [1] }

        try folder.transaction { data throws(DataError) in
            try data.remove(TestDocuments.numbers)
        }

        #expect(try temporary.namesBesideTheLock() == ["numbers.json.corrupt"])
    }

    /// Only a regular file is removed: a link is not followed (nor removed), as a read never
    /// follows one, and a folder in its place is left whole.
    @Test func somethingOtherThanAFileIsLeftAloneAndNamed() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        try outside.write(#"{"numbers":[7]}"#, to: "elsewhere.json")
        #expect(
            symlink(outside.path(of: "elsewhere.json"), temporary.path(of: "numbers.json")) == 0)

        #expect(
            throws: DataError.notAFile(
                path: temporary.path(of: "numbers.json"), kind: "a symbolic link")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.remove(TestDocuments.numbers)
            }
        }
        #expect(FileManager.default.fileExists(atPath: outside.path(of: "elsewhere.json")))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])

        unlink(temporary.path(of: "numbers.json"))
        #expect(mkdir(temporary.path(of: "numbers.json"), 0o755) == 0)
        #expect(
            throws: DataError.notAFile(path: temporary.path(of: "numbers.json"), kind: "a folder")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.remove(TestDocuments.numbers)
            }
        }
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }
}
