import Foundation
import ScenicData
import Testing

/// A transaction started inside another on the same folder stops the program at once.
///
/// It would wait for itself, then fail as busy, blaming another process (found by an API
/// review: 5 s of waiting with the default wait, then "Another process kept … busy").
@Suite struct NestedTransactionTests {
    @Test func aTransactionInsideAnotherOnTheSameFolderStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let temporary = try! TemporaryFolder()
            let folder = try! DataFolder(path: temporary.path, lockWait: .milliseconds(300))
            // Waited for and failed as busy, it would end the process well.
            _ = try? folder.transaction { data throws(DataError) in
                _ = try folder.read(TestDocuments.numbers)
            }
        }
    }

    /// A transaction on another folder inside one is not nested (threads of one process on one
    /// folder take turns: `DataTransactionTests.threadsOfOneProcessTakeTurns`).
    @Test func aTransactionOnAnotherFolderInsideOneRuns() throws {
        let one = try TemporaryFolder()
        let two = try TemporaryFolder()
        defer {
            one.remove()
            two.remove()
        }
        let first = try DataFolder(path: one.path)
        let second = try DataFolder(path: two.path)
        try first.transaction { data throws(DataError) in
            try data.write(Numbers(numbers: [1]), to: TestDocuments.numbers)
            try second.transaction { other throws(DataError) in
                try other.write(Numbers(numbers: [2]), to: TestDocuments.numbers)
            }
        }
        #expect(try first.read(TestDocuments.numbers).value == Numbers(numbers: [1]))
        #expect(try second.read(TestDocuments.numbers).value == Numbers(numbers: [2]))
    }
}
