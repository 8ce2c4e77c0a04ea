import Foundation
import Testing

@testable import ScenicData

/// When a folder is listed for what killed processes left: after anyone else changed it, and
/// whenever its times can no longer be trusted to tell.
@Suite struct FolderSweepTests {
    /// A folder whose times look unchanged is listed again once its last listing is old.
    ///
    /// File times are coarse (a second on some file systems), so a leftover made in the tick
    /// a transaction ended in shows in none of them. Before, such a leftover stayed for the
    /// process's whole run (a hostile tester's, on ext2).
    @Test func aFolderIsListedAgainOnceItsTimesCannotBeTrusted() async throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let sweep = FolderSweep(trustingTimesFor: .milliseconds(50))
        #expect(sweep.isNeeded(at: temporary.path))
        sweep.listed()
        sweep.remember(temporary.path)
        #expect(!sweep.isNeeded(at: temporary.path))

        try await Task.sleep(for: .milliseconds(80))

        #expect(sweep.isNeeded(at: temporary.path))
        sweep.listed()
        #expect(!sweep.isNeeded(at: temporary.path))
        try temporary.write("half", to: ".tally.json.\(UUID().uuidString).tmp")
        #expect(sweep.isNeeded(at: temporary.path))
    }
}
