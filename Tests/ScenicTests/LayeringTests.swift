import Foundation
import Testing

/// Scenic's folders are layers: each may use the types of the folders before it, never of the
/// folders after it, so the console can change without touching scenes.
@Suite struct LayeringTests {
    static let layers = ["Text", "Commands", "Work", "Scene", "Navigation", "Console", "Preview"]

    @Test func noFolderUsesATypeOfALaterOne() throws {
        let sources = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Sources/Scenic").standardized
        var files: [(layer: Int, name: String, code: String)] = []
        for (layer, folder) in Self.layers.enumerated() {
            let directory = sources.appending(path: folder)
            let enumerator = FileManager.default.enumerator(atPath: directory.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: directory.appending(path: path), encoding: .utf8)
                // Comments may name anything; only code counts.
                let code = text.split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    .joined(separator: "\n")
                files.append((layer, path, code))
            }
        }
        #expect(Set(files.map(\.layer)).count == Self.layers.count, "every layer has files")

        let declaration = try Regex(
            #"(?m)^(?:public |package |private )?(?:final )?(?:struct|enum|class|protocol) (\w+)"#)
        var layerOfType: [String: Int] = [:]
        for file in files {
            for match in file.code.matches(of: declaration) {
                if let name = match.output[1].substring { layerOfType[String(name)] = file.layer }
            }
        }
        for file in files {
            for (type, layer) in layerOfType where layer > file.layer {
                let use = try Regex(#"\b"# + type + #"\b"#)
                if file.code.contains(use) {
                    let place = "\(Self.layers[file.layer])/\(file.name)"
                    Issue.record(
                        "\(place) uses \(type), of the later layer \(Self.layers[layer]); move one."
                    )
                }
            }
        }
    }
}
