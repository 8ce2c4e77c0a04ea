import ScenicSnapshotStore
import Testing

@Suite struct SnapshotModeTests {
    @Test func pendingByDefault() throws {
        #expect(try SnapshotMode(environment: [:]) == .pending)
        #expect(try SnapshotMode(environment: ["CI": "false"]) == .pending)
    }

    @Test(arguments: ["true", "1", "yes", "TRUE", "Yes"])
    func ciMeansVerify(value: String) throws {
        #expect(try SnapshotMode(environment: ["CI": value]) == .verify(.continuousIntegration))
        #expect(
            try SnapshotMode(environment: ["CI": value, "SCENIC_SNAPSHOTS": "pending"])
                == .verify(.continuousIntegration))
    }

    @Test func explicitModes() throws {
        #expect(
            try SnapshotMode(environment: ["SCENIC_SNAPSHOTS": "verify"]) == .verify(.requested))
        #expect(try SnapshotMode(environment: ["SCENIC_SNAPSHOTS": "overwrite"]) == .overwrite)
        #expect(
            try SnapshotMode(environment: ["SCENIC_SNAPSHOTS": "overwrite", "CI": "true"])
                == .overwrite)
    }

    @Test func unknownModeIsAnError() {
        #expect(throws: SnapshotError.invalidMode("record")) {
            try SnapshotMode(environment: ["SCENIC_SNAPSHOTS": "record"])
        }
    }
}
