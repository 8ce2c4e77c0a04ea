import Testing

@testable import Scenic

@Suite struct LineSplitterTests {
    private func lines(_ chunks: [[UInt8]]) -> [InputLine] {
        var splitter = LineSplitter()
        var result: [InputLine] = []
        for chunk in chunks {
            splitter.append(chunk)
            while let line = splitter.nextLine() { result.append(line) }
        }
        if let last = splitter.finish() { result.append(last) }
        return result
    }

    @Test func splitsOnNewlinesAndDropsCarriageReturns() {
        #expect(
            lines([Array("a\r\nb\n\nc".utf8)]) == [
                InputLine("a"), InputLine("b"), InputLine(""), InputLine("c"),
            ])
    }

    /// A lone "\r" ends a line too (a story saved by an old Mac editor, piped in), and a
    /// "\r\n" split between two reads is still one line ending.
    @Test func carriageReturnsAloneEndLinesAndASplitCRLFIsOneEnding() {
        #expect(
            lines([Array("a\rb\r\rc".utf8)]) == [
                InputLine("a"), InputLine("b"), InputLine(""), InputLine("c"),
            ])
        #expect(
            lines([Array("a\r".utf8), Array("\nb\r".utf8), Array("\n".utf8), Array("c\n".utf8)])
                == [InputLine("a"), InputLine("b"), InputLine("c")])
        var splitter = LineSplitter()
        splitter.append(Array("x\r".utf8))
        #expect(splitter.nextLine() == InputLine("x"))
        splitter.append(Array("\n".utf8))
        #expect(!splitter.hasWholeLine)
        #expect(splitter.nextLine() == nil)
    }

    @Test func joinsLinesSplitAcrossReads() {
        #expect(
            lines([Array("op".utf8), Array("en 1\nba".utf8), Array("ck\n".utf8)]) == [
                InputLine("open 1"), InputLine("back"),
            ])
    }

    @Test func replacesInvalidUTF8AndSaysSo() {
        let line = lines([[0x61, 0xFF, 0x62, 0x0A]])
        #expect(line == [InputLine("a\u{FFFD}b", problem: .invalidUTF8)])
    }

    @Test func dropsAnOverLongLineWholeAndKeepsTheNextOne() {
        let long = [UInt8](repeating: 0x78, count: LineSplitter.maximumLineBytes + 10)
        let chunks = stride(from: 0, to: long.count, by: 4096).map {
            Array(long[$0..<min($0 + 4096, long.count)])
        }
        let result = lines(chunks + [Array("\nnext\n".utf8)])
        #expect(
            result == [
                InputLine("", problem: .tooLong(byteCount: LineSplitter.maximumLineBytes + 10)),
                InputLine("next"),
            ])
    }

    @Test func keepsALineOfExactlyTheLimit() {
        let exact = [UInt8](repeating: 0x78, count: LineSplitter.maximumLineBytes)
        #expect(lines([exact + [0x0A]]).first?.problem == nil)
    }

    @Test func reportsAnOverLongLastLineWithoutNewline() {
        let long = [UInt8](repeating: 0x78, count: LineSplitter.maximumLineBytes + 1)
        #expect(
            lines([long]) == [
                InputLine("", problem: .tooLong(byteCount: LineSplitter.maximumLineBytes + 1))
            ])
    }

    @Test func givesTheStartOfALineToAReaderThatGoesOnKeyByKey() {
        var splitter = LineSplitter()
        splitter.append(Array("login ada\nlove".utf8))
        #expect(splitter.hasWholeLine)
        #expect(splitter.nextLine() == InputLine("login ada"))
        #expect(!splitter.hasWholeLine)
        #expect(splitter.hasBufferedBytes)
        #expect(splitter.takeUnfinishedLine() == Array("love".utf8))
        #expect(!splitter.hasBufferedBytes)
        // Started before the last line was taken, and after.
        splitter.append(Array("lo".utf8))
        #expect(splitter.nextLine() == nil)
        splitter.append(Array("ve".utf8))
        #expect(splitter.takeUnfinishedLine() == Array("love".utf8))
        // The start of an over-long line is not kept, as the whole line would not be.
        splitter.append([UInt8](repeating: 0x78, count: LineSplitter.maximumLineBytes + 1))
        #expect(splitter.nextLine() == nil)
        splitter.append(Array("yz".utf8))
        #expect(splitter.takeUnfinishedLine() == Array("yz".utf8))
        #expect(!splitter.hasBufferedBytes)
    }

    @Test func endsWithoutAnExtraLineAfterAFinalNewline() {
        #expect(lines([Array("a\n".utf8)]) == [InputLine("a")])
        #expect(lines([]).isEmpty)
    }
}
