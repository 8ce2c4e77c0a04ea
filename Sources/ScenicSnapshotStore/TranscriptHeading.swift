/// Heads each hunk of a transcript's diff with the typed line that led to it, as
/// `@@ -598,7 +598,7 @@ > remove 1`.
///
/// A transcript (a story's snapshot) shows each typed line after the prompt, `> `; an empty
/// line is `>` and the end of input `(end of input)`, as Scenic's console writes them
/// (`TranscriptFormat`, which a test keeps in step with this). A change before any typed line
/// is in the first screen.
package enum TranscriptHeading {
    /// Whether a line of a transcript marks input: a typed line, an empty one, or the end.
    package static func marksInput(_ line: String) -> Bool {
        line == ">" || line.hasPrefix("> ") || line == "(end of input)"
    }

    /// The typed line at or before line `index` of transcript `lines`, to head a diff hunk.
    @Sendable package static func typedLine(in lines: [String], atOrBefore index: Int) -> String? {
        guard !lines.isEmpty else { return nil }
        var current = min(index, lines.count - 1)
        while current >= 0 {
            if marksInput(lines[current]) { return lines[current] }
            current -= 1
        }
        return "(first screen)"
    }

    /// The heading for a diff whose new text is `text`: ``typedLine(in:atOrBefore:)`` when the
    /// text is a transcript (some line marks input), else `nil`, so plain screens get none.
    package static func heading(forNewText text: String)
        -> (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)?
    {
        let isTranscript = text.split(separator: "\n", omittingEmptySubsequences: false)
            .contains { marksInput(String($0)) }
        return isTranscript ? typedLine(in:atOrBefore:) : nil
    }
}
