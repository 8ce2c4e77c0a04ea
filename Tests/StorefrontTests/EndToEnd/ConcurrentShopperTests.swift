import Foundation
import ScenicData
import ScenicTestSupport
import Testing

@testable import StorefrontKit

/// Several `storefront` processes shopping at once on one data folder: every order a screen
/// announced is in the history with a number of its own, and every unit a screen said was
/// added is either ordered or still in the cart.
@Suite(.blocking) struct ConcurrentShopperTests {
    static let processes = 6
    static let rounds = 4

    @Test func nothingAnnouncedIsLostAndNoNumberIsHandedOutTwice() throws {
        let storefront = try BuiltProduct("storefront")
        let folder = TestFolder.path("storefront-concurrent")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        var running: [(process: Process, output: URL)] = []
        for shopper in 0..<Self.processes {
            var script = "login ada lovelace\n"
            for round in 0..<Self.rounds {
                // Different products, so lines merge and split in every way.
                script +=
                    "open \((shopper + round) % 8 + 1)\nadd 1\ncart\ncheckout\nconfirm\npick 1\n"
                    + "Ada Lovelace\n12 High Street\nLS1 4AP\nLeeds\nyes\nhome\n"
            }
            let output = folder.appending(path: "transcript-\(shopper).txt")
            #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
            let input = Pipe()
            let process = Process()
            process.executableURL = storefront.url
            // Wide, so no status message wraps and each can be counted on one line.
            process.arguments = [
                "--data-dir", folder.appending(path: "data").path, "--width", "300",
            ]
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = process.standardOutput
            try process.run()
            input.fileHandleForWriting.write(Data(script.utf8))
            try input.fileHandleForWriting.close()
            running.append((process, output))
        }
        var transcripts: [String] = []
        for (process, output) in running {
            #expect(ProcessStopping.waitForExit(process, seconds: 120))
            #expect(process.terminationStatus == 0)
            transcripts.append(try String(contentsOf: output, encoding: .utf8))
        }

        let data = folder.appending(path: "data")
        let (cart, orders) = try FileShopStore(folder: DataFolder(path: data.path)).transaction {
            records in (try? records.cart(), try? records.orders())
        }
        #expect(orders?.repair == nil)
        #expect(cart?.repair == nil)

        let lines = transcripts.flatMap { $0.split(separator: "\n") }
        let announced = lines.compactMap { line -> Int? in
            guard line.hasPrefix("» Order "), line.contains(" is placed and your cart is empty")
            else { return nil }
            return Int(line.dropFirst("» Order ".count).prefix { $0.isNumber })
        }
        let numbers = orders?.value.map(\.number) ?? []
        #expect(!announced.isEmpty, "some orders were placed")
        #expect(Set(numbers).count == numbers.count, "order numbers are unique: \(numbers)")
        #expect(Set(announced).count == announced.count, "no number announced twice")
        #expect(
            Set(announced).isSubset(of: Set(numbers)), "announced \(announced), saved \(numbers)")

        let added = lines.filter { $0.hasPrefix("» Added 1 × ") }.count
        let ordered = orders?.value.reduce(0) { $0 + $1.unitCount } ?? 0
        #expect(
            added == ordered + (cart?.value.unitCount ?? 0),
            "units added = ordered + left in the cart")
    }
}
