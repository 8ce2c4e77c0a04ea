/// The blocks a scene's last screen laid out and the lines each became, so the next screen
/// copies the lines of a block it shows again instead of laying it out again.
///
/// Most typed lines change one part of a screen: a page of a list, a status message. The rest
/// (a summary, a child scene's frame, the hints) is the same block at the same width, and a
/// block's lines depend on nothing else. Blocks are compared byte for byte
/// (``Block/isIdentical(to:)``), never with `==`: two strings `==` calls equal can be spelled
/// with different bytes, and the screen shows the bytes.
final class LaidOutBlocks: @unchecked Sendable {
    // @unchecked: one scene owns it, and the console draws that scene from one task at a time;
    // it only travels inside the ViewContent handed to the scene's View.

    /// One block and its lines, joined by "\n".
    private struct Entry {
        let block: Block
        let lines: [UInt8]
        let lineCount: Int
    }

    /// The width the entries were laid out at.
    private var width = -1
    /// The blocks of the last screen finished.
    private var previous: [Entry] = []
    /// The blocks of the screen being written.
    private var current: [Entry] = []

    /// Starts a screen `width` columns wide: what was laid out at another width is forgotten.
    func beginScreen(width: Int) {
        if width != self.width {
            previous.removeAll()
            self.width = width
        }
        current.removeAll(keepingCapacity: true)
    }

    /// Ends the screen: its blocks are the ones the next screen may copy.
    func endScreen() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
    }

    /// Writes `block` as the last screen laid it out, or lays it out now (at the screen's width)
    /// and keeps its lines for the next screen.
    func write(_ block: Block, into writer: inout LineWriter) {
        if let entry = entry(showing: block) {
            writer.writeLines(entry.lines, count: entry.lineCount)
            current.append(entry)
            return
        }
        let start = writer.blockStart
        BlockRenderer.render(block, width: width, into: &writer)
        // A block that left a line open cannot be copied as whole lines; none of Scenic's do.
        if let written = writer.lines(since: start) {
            current.append(
                Entry(block: block, lines: Array(written.bytes), lineCount: written.count))
        }
    }

    /// The last screen's entry for `block`, looked for first where this screen has come to.
    private func entry(showing block: Block) -> Entry? {
        previous.withUnsafeBufferPointer { previous in
            let count = previous.count
            guard count > 0 else { return nil }
            let first = min(current.count, count - 1)
            var index = first
            repeat {
                if previous[index].block.isIdentical(to: block) { return previous[index] }
                index = index + 1 == count ? 0 : index + 1
            } while index != first
            return nil
        }
    }
}
