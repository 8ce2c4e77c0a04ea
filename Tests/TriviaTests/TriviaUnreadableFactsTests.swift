import Foundation
import Scenic
import ScenicData
import Testing

@testable import TriviaKit

/// Saved facts that cannot be read are said to be unread, never to be none: the user must not
/// take facts they have for gone.
@Suite struct TriviaUnreadableFactsTests {
    /// With a folder in the place of `facts.json`, a lookup that fails does not say that no
    /// fact is saved, nor does the History say there are none, nor `clear` that there is
    /// nothing to forget; each says the facts could not be read.
    @Test func factsThatCannotBeReadAreNeverCalledNone() async throws {
        let folder = try TriviaTestServer.folder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("facts.json"), withIntermediateDirectories: false)
        let server = try TriviaTestServer.start(for: "offline-from-the-start")
        var input = ScriptInput("number 13\nhistory\nclear\nopen 1\nquit\n")
        var output = TextBuffer()
        var console = Console(
            navigator: Navigator(
                builder: TriviaTestServer.scenes(server: server, directory: folder),
                root: .trivia))

        _ = await console.run(input: &input, output: &output)

        // The status line and paragraphs wrap at the console's width.
        let said = output.text.replacingOccurrences(of: "\n  ", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
        for claim in ["none is saved", "No facts yet", "no facts to forget", "no facts to open"] {
            #expect(!said.contains(claim), "\(output.text)")
        }
        #expect(
            said.contains(
                "No fact about 13: the server could not be reached, and the facts saved on this "
                    + "machine could not be read."),
            "\(output.text)")
        #expect(
            said.contains(
                "The saved facts could not be read, so none is listed. Type \"back\", then "
                    + "\"history\", to read them again."),
            "\(output.text)")
        #expect(
            said.contains(
                "» clear: the saved facts could not be read, so none was forgotten; type "
                    + "\"back\", then \"history\", to read them again."),
            "\(output.text)")
        #expect(
            said.contains(
                "» open: the saved facts could not be read; type \"back\", then \"history\", "
                    + "to read them again."),
            "\(output.text)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("facts.json").path))
    }
}
