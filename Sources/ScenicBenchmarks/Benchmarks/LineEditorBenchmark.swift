import Scenic

/// Types 100 keys at the end of lines of 100, 1,000 and 10,000 characters, drawing the line
/// after each key as the console does at a terminal, and compares the cost of a key at 10,000
/// characters with a floor.
///
/// Work per key should not depend on how long the line already is: the growth from 100 to
/// 10,000 characters is 1 when it does not, 100 when every key goes over the whole line.
struct LineEditorBenchmark {
    /// Keys typed per timed run.
    static let keysTyped = 100
    /// The screen the line is drawn on.
    static let columns = 80
    static let promptWidth = 2

    /// The text of a long line: ASCII words, with a wide (CJK) word and an accented one now
    /// and then, so drawing measures display width.
    private static func text(characterCount: Int) -> [Character] {
        let words = ["matcha ", "抹茶 ", "crème ", "brûlée ", "espresso ", "latte "]
        var characters: [Character] = []
        var index = 0
        while characters.count < characterCount {
            characters.append(contentsOf: words[index % words.count])
            index += 1
        }
        return Array(characters.prefix(characterCount))
    }

    /// An editor holding a line of `characterCount` characters, the cursor at its end.
    private static func editor(characterCount: Int) -> LineEditor {
        var editor = LineEditor()
        for character in text(characterCount: characterCount) {
            _ = editor.apply(.character(character))
        }
        return editor
    }

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let short = Self.editor(characterCount: 100)
        let medium = Self.editor(characterCount: 1_000)
        let long = Self.editor(characterCount: 10_000)
        let longText = Self.text(characterCount: 10_000)
        let growth = await stopwatch.compare({ type(on: long) }, against: { type(on: short) })
        let mediumSeconds = await stopwatch.median { type(on: medium) }
        let againstFloor = await stopwatch.compare(
            { type(on: long) }, against: { floor(on: longText) })
        let perKey = { (seconds: Double) in seconds * 1e6 / Double(Self.keysTyped) }
        return [
            Metric(
                "lineeditor.key.100.us", perKey(growth.floorSeconds), decimals: 3, unit: "µs",
                summary: "one key typed and drawn at the end of a 100-character line"),
            Metric(
                "lineeditor.key.1000.us", perKey(mediumSeconds), decimals: 3, unit: "µs",
                summary: "the same, 1,000 characters"),
            Metric(
                "lineeditor.key.10000.us", perKey(growth.subjectSeconds), decimals: 3,
                unit: "µs", summary: "the same, 10,000 characters"),
            Metric(
                "lineeditor.growth.100to10000", growth.ratio, unit: "×", target: .atMost(1.5),
                summary: "10,000 ÷ 100 characters (constant 1, whole line per key 100)"),
            Metric(
                "lineeditor.floor.us", perKey(againstFloor.floorSeconds), decimals: 3,
                unit: "µs",
                summary: "append a character, copy the last 77 into a String (floor)"),
            Metric(
                "lineeditor.key.ratio", againstFloor.ratio, unit: "×",
                summary: "a key at 10,000 characters ÷ floor"),
        ]
    }

    /// Types ``keysTyped`` keys on a copy of `editor`, drawing after each.
    private func type(on editor: LineEditor) -> Int {
        var editor = editor
        var checksum = 0
        for index in 0..<Self.keysTyped {
            _ = editor.apply(.character(index % 10 == 9 ? " " : "x"))
            let shown = editor.visible(columns: Self.columns, promptWidth: Self.promptWidth)
            checksum &+= shown.text.utf8.count &+ shown.cursorColumn
        }
        return checksum
    }

    /// The least a line editor does for a key at the end of a long line: keep the character,
    /// and make the text that fits on the screen from the last characters.
    private func floor(on text: [Character]) -> Int {
        var characters = text
        let room = Self.columns - Self.promptWidth - 1
        var checksum = 0
        for index in 0..<Self.keysTyped {
            characters.append(index % 10 == 9 ? " " : "x")
            let shown = String(characters[(characters.count - room)...])
            checksum &+= shown.utf8.count
        }
        return checksum
    }
}
