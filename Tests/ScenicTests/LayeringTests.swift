import Foundation
import Testing

/// A module's folders are layers: each may use the types of the folders before it, never of
/// the folders after it, so the console can change without touching scenes, and a scene
/// without touching the app that wires it.
@Suite struct LayeringTests {
    @Test(arguments: [
        (
            "Scenic",
            [
                "Text", "Commands", "Work", "Observing", "Scene", "Navigation", "Console",
                "Preview", "Coverage", "Exploration", "App",
            ]
        ),
        ("Storefront", ["Domain", "Workers", "Scenes", "App"]),
    ])
    func noFolderUsesATypeOfALaterOne(module: String, layers: [String]) throws {
        let sources = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Sources/\(module)").standardized
        var files: [(layer: Int, name: String, code: String)] = []
        for (layer, folder) in layers.enumerated() {
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
        #expect(Set(files.map(\.layer)).count == layers.count, "every layer has files")

        let declaration = try Regex(
            #"(?m)^(?:public |package |private )?(?:final )?(?:struct|enum|class|protocol) (\w+)"#)
        var layerOfType: [String: Int] = [:]
        for file in files {
            for match in file.code.matches(of: declaration) {
                if let name = match.output[1].substring { layerOfType[String(name)] = file.layer }
            }
        }
        for file in files {
            // The file's words, once: a type is used when its name is one of them.
            let words = Set(
                file.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for (type, layer) in layerOfType where layer > file.layer && words.contains(type) {
                let place = "\(layers[file.layer])/\(file.name)"
                Issue.record(
                    "\(place) uses \(type), of the later layer \(layers[layer]); move one.")
            }
        }
    }
}
