import Testing

@testable import Scenic

@Suite struct TableTests {
    @Test func cjkAndAccentedNamesAlign() {
        let menu = Table(
            columns: [Table.Column("Item"), Table.Column("Price")],
            rows: [["抹茶 Matcha", "$4.50"], ["Café Crème", "$12.00"], ["Crème brûlée", "$7"]]
        )
        #expect(
            TextLayout.render([.table(menu)], width: 40) == """
                Item           Price
                ────────────  ──────
                抹茶 Matcha    $4.50
                Café Crème    $12.00
                Crème brûlée      $7
                """)
    }

    /// Columns without titles make rows alone: a stranger's board drew a blank header over a
    /// rule that headed nothing.
    @Test func columnsWithoutTitlesHaveNoHeader() {
        let board = Table(
            columns: [Table.Column(""), Table.Column("")],
            rows: [["pasta", "9:00"], ["eggs", "6:30"]])
        #expect(
            TextLayout.render([.table(board)], width: 40) == """
                pasta  9:00
                eggs   6:30
                """)
        let titled = Table(
            columns: [Table.Column(""), Table.Column("Left")], rows: [["eggs", "6:30"]])
        #expect(
            TextLayout.render([.table(titled)], width: 40) == """
                      Left
                      ────
                eggs  6:30
                """)
    }

    @Test func numericColumnsAlignRightAndOthersLeft() {
        let table = Table(
            columns: [
                Table.Column("Code"), Table.Column("Qty"), Table.Column("Change"),
                Table.Column("Note", alignment: .right), Table.Column("Left", alignment: .left),
            ],
            rows: [
                ["A-1", "1,200", "15%", "ok", "7"],
                ["B-22", "-3", "", "fine", "12"],
                ["C", "£0.5", "+2.5%", "", "100"],
            ]
        )
        #expect(
            TextLayout.render([.table(table)], width: 60) == """
                Code    Qty  Change  Note  Left
                ────  ─────  ──────  ────  ────
                A-1   1,200     15%    ok  7
                B-22     -3          fine  12
                C      £0.5   +2.5%        100
                """)
    }

    @Test func recognizesNumbersOnly() {
        for numeric in [
            "$12.50", "-3", "1,200", "15%", "€-0.5", "-¥300", ".5", "+7", "0", "\u{2212}4", "£0.5",
            "+$3",
        ] {
            #expect(TableRenderer.looksNumeric(numeric), "\(numeric)")
        }
        for text in [
            "", "-", "$", "%", "1.", "1,,2", "12a", "2024-01-01", "v1.2", "1 200", "--3",
            "$$1", "1%%", "€", "12 ", "\u{2212}",
        ] {
            #expect(!TableRenderer.looksNumeric(text), "\(text)")
        }
    }

    @Test func shortRowsArePaddedAndExtraCellsIgnored() {
        let table = Table(
            columns: [Table.Column("Name"), Table.Column("Size")],
            rows: [["Tea"], ["Latte", "Large", "ignored"]]
        )
        #expect(
            TextLayout.render([.table(table)], width: 40) == """
                Name   Size
                ─────  ─────
                Tea
                Latte  Large
                """)
    }

    @Test func tooWideTableShrinksTheWidestColumnAndWrapsItsCells() {
        let table = Table(
            columns: [Table.Column("Name"), Table.Column("Description"), Table.Column("Qty")],
            rows: [
                ["Matcha latte", "Ceremonial grade matcha whisked with oat milk", "2"],
                ["Tea", "Hot", "10"],
            ]
        )
        #expect(
            TextLayout.render([.table(table)], width: 30) == """
                Name          Description  Qty
                ────────────  ───────────  ───
                Matcha latte  Ceremonial     2
                              grade
                              matcha
                              whisked
                              with oat
                              milk
                Tea           Hot           10
                """)
    }

    @Test func shrinkingCutsTheWidestColumnsToACommonWidth() {
        #expect(TableRenderer.fittedWidths([10, 30, 20], available: 40) == [10, 15, 15])
        #expect(TableRenderer.fittedWidths([10, 30, 20], available: 41) == [10, 16, 15])
        #expect(TableRenderer.fittedWidths([2, 50, 50], available: 8) == [2, 3, 3])
        #expect(TableRenderer.fittedWidths([2, 50, 50], available: 7) == nil)
        #expect(TableRenderer.fittedWidths([5, 6], available: 11) == [5, 6])
    }

    /// A title wider than its cells wraps at its spaces before any cell is cut.
    ///
    /// Before, "Days late" over one digit kept its nine columns and the dates and names were
    /// broken instead (`2026-04-` over `28`), found by a stranger's overdue list at 40 columns.
    @Test func aTitleWiderThanItsCellsWrapsBeforeAnyCellIsCut() {
        let overdue = Table(
            columns: [
                Table.Column("#"), Table.Column("Title"), Table.Column("Member"),
                Table.Column("Due"), Table.Column("Days late"),
            ],
            rows: [["1", "Dune", "Ada Lovelace", "2026-04-28", "6"]])
        #expect(
            TextLayout.render([.table(overdue)], width: 40) == """
                #  Title  Member        Due         Days
                                                    late
                ─  ─────  ────────────  ──────────  ────
                1  Dune   Ada Lovelace  2026-04-28     6
                """)
        // With room, the title stays whole; one column short of it, the column stays narrow.
        #expect(
            TextLayout.render([.table(overdue)], width: 45).hasPrefix(
                "#  Title  Member        Due         Days late\n"))
        #expect(
            TextLayout.render([.table(overdue)], width: 44).hasPrefix(
                "#  Title  Member        Due         Days\n"))
        // Then cells wrap at their spaces, before any word is cut (a hostile tester's width 26
        // cut the date while the name could wrap).
        #expect(
            TextLayout.render([.table(overdue)], width: 36) == """
                #  Title  Member    Due         Days
                                                late
                ─  ─────  ────────  ──────────  ────
                1  Dune   Ada       2026-04-28     6
                          Lovelace
                """)
        // Only when the widest words do not fit either are words cut.
        #expect(
            TextLayout.render([.table(overdue)], width: 34) == """
                #  Title  Member    Due       Days
                                              late
                ─  ─────  ────────  ────────  ────
                1  Dune   Ada       2026-04-     6
                          Lovelace  28
                """)
    }

    /// Words are never cut while the widest ones fit, whatever the widths: a property over
    /// random tables of words.
    @Test func noWordIsCutWhileTheWidestWordsFit() {
        var random = ExplorationRandom(seed: 7)
        let words = ["Ada", "Lovelace", "2026-04-28", "抹茶", "Matcha", "a", "Supercalifragilistic"]
        for _ in 0..<300 {
            let columns = Int.random(in: 1...4, using: &random)
            let rows = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (0..<columns).map { _ in
                    (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        words.randomElement(using: &random)!
                    }.joined(separator: " ")
                }
            }
            let table = Table(
                columns: (0..<columns).map { Table.Column("Title \($0)") }, rows: rows)
            let cells: [String] = Array(rows.joined())
            let typed: Set<String> = Set(
                cells.flatMap { cell in cell.split(separator: " ").map { String($0) } })
            // Each column's widest word, its title's ("Title") among them: the least width at
            // which no word need be cut.
            let floors = (0..<columns).map { column in
                rows.map { row in
                    row[column].split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 0
                }.max().map { max($0, 5) } ?? 5
            }
            let needed = floors.reduce(0, +) + 2 * (columns - 1)
            // TextLayout lays out at 20 columns at least.
            for width in [max(needed, 20), max(needed, 20) + 3] {
                let shown = TextLayout.render([.table(table)], width: width)
                let lines = shown.split(separator: "\n")
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "at \(width):\n\(shown)")
                // Every word appears whole on some line.
                for word in typed {
                    #expect(shown.contains(word), "\(word) cut at \(width): \(shown)")
                }
            }
        }
    }

    /// A table shown as records never breaks a number either: one wider than the room beside
    /// the titles puts the record's values under them.
    ///
    /// Before, `$1,234,567.89` broke as `$1,234,567.8` over `9` (found by a hostile tester).
    @Test func aRecordsNumberWiderThanTheRoomBesideTheTitlesGoesUnderThem() {
        let orders = Table(
            columns: [Table.Column("Order"), Table.Column("Customer"), Table.Column("Total")],
            rows: [["1001", "Ada Lovelace", "$1,234,567.89"], ["1002", "Bo", "$5.00"]])
        #expect(
            TextLayout.render([.table(orders)], width: 22) == """
                Order
                  1001
                Customer
                  Ada Lovelace
                Total
                  $1,234,567.89
                ──────────────────────
                Order     1002
                Customer  Bo
                Total     $5.00
                """)
    }

    @Test func tableWithTooManyColumnsBecomesRecords() {
        let table = Table(
            columns: (1...8).map { Table.Column("Column \($0)") },
            rows: [(1...8).map { "v\($0)" }, ["only"]]
        )
        #expect(
            TextLayout.render([.table(table)], width: 20) == """
                Column 1  v1
                Column 2  v2
                Column 3  v3
                Column 4  v4
                Column 5  v5
                Column 6  v6
                Column 7  v7
                Column 8  v8
                ────────────────────
                Column 1  only
                Column 2
                Column 3
                Column 4
                Column 5
                Column 6
                Column 7
                Column 8
                """)
    }

    @Test func tableWithoutRowsShowsItsHeader() {
        let table = Table(columns: [Table.Column("Item"), Table.Column("Price")], rows: [])
        #expect(TextLayout.render([.table(table)], width: 20) == "Item  Price\n────  ─────")
    }

    @Test func tableWithoutColumnsRendersNothing() {
        let table = Table(columns: [], rows: [["lost"]])
        #expect(
            TextLayout.render([.table(table), .rule], width: 20)
                == String(repeating: "─", count: 20))
    }
}

@Suite struct TableShrinkingTests {
    @Test func numberColumnsKeepTheirWidthWhileTextColumnsCanShrink() {
        #expect(
            TableRenderer.fittedWidths(
                [2, 30, 8, 9], available: 30, keeping: [2, nil, nil, 9])
                == [2, 11, 8, 9])
    }

    /// A number column's title wraps before its numbers are broken; when the text columns
    /// cannot make room even then, the table becomes records (it broke its numbers before, `-`
    /// above `$73.01` reading as two values, as a stranger's 30-column balances showed).
    @Test func numberColumnsNarrowToTheirWidestNumberThenTheTableBecomesRecords() {
        #expect(
            TableRenderer.fittedWidths([5, 10], available: 10, keeping: [nil, 6]) == [4, 6])
        #expect(TableRenderer.fittedWidths([20, 20], available: 10, keeping: [nil, 20]) == nil)
        #expect(TableRenderer.fittedWidths([8, 8], available: 10, keeping: [8, 8]) == nil)
        let balances = Table(
            columns: [
                Table.Column("Member"), Table.Column("Paid"), Table.Column("Share"),
                Table.Column("Balance"),
            ],
            rows: [
                ["Ada", "$120.00", "$119.01", "$0.99"],
                ["李雷", "$10.01", "$119.00", "-$108.99"],
            ])
        #expect(
            TextLayout.render([.table(balances)], width: 30) == """
                Member   Ada
                Paid     $120.00
                Share    $119.01
                Balance  $0.99
                ──────────────────────────────
                Member   李雷
                Paid     $10.01
                Share    $119.00
                Balance  -$108.99
                """)
        let dues = Table(
            columns: [
                Table.Column("Who"), Table.Column("Paid so far"), Table.Column("Balance owed"),
            ],
            rows: [["Ada", "$120.00", "$0.99"], ["Ben", "$45.99", "-$73.01"]])
        #expect(
            TextLayout.render([.table(dues)], width: 21) == """
                Who  Paid so  Balance
                         far     owed
                ───  ───────  ───────
                Ada  $120.00    $0.99
                Ben   $45.99  -$73.01
                """)
        #expect(
            TextLayout.render([.table(dues)], width: 20) == """
                Who
                  Ada
                Paid so far
                  $120.00
                Balance owed
                  $0.99
                ────────────────────
                Who
                  Ben
                Paid so far
                  $45.99
                Balance owed
                  -$73.01
                """)
    }

    @Test func aPriceIsNeverBrokenWhileNamesCanWrap() {
        let table = Table(
            columns: [Table.Column("Product"), Table.Column("Price")],
            rows: [["Hand-thrown stoneware tea set", "$827,159.89"]])
        #expect(
            TextLayout.render([.table(table)], width: 24) == """
                Product            Price
                ───────────  ───────────
                Hand-thrown  $827,159.89
                stoneware
                tea set
                """)
    }
}

/// Columns kept at a minimum width, as a paged list keeps them from page to page.
@Suite struct TableMinimumWidthTests {
    @Test func aColumnIsAtLeastItsMinimumWidthWhenThereIsRoom() {
        let table = Table(
            columns: [Table.Column("Item", minimumWidth: 10), Table.Column("Price")],
            rows: [["Tea", "$4.50"]])
        #expect(
            TextLayout.render([.table(table)], width: 40) == """
                Item        Price
                ──────────  ─────
                Tea         $4.50
                """)
    }

    @Test func aMinimumWiderThanTheScreenStillShrinks() {
        let table = Table(
            columns: [Table.Column("Item", minimumWidth: 100), Table.Column("Price")],
            rows: [["Tea", "$4.50"]])
        for line in TextLayout.render([.table(table)], width: 30).split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 30)
        }
    }
}

/// A cell that starts with spaces, such as a note under a row.
@Suite struct TableIndentTests {
    @Test func anIndentedCellKeepsItsIndentOnEveryLineItWrapsTo() {
        let table = Table(
            columns: [Table.Column("Product"), Table.Column("Total")],
            rows: [["Cold Brew", "$101.49"], ["  └ 15% off, regular $119.40"]])
        #expect(
            TextLayout.render([.table(table)], width: 24) == """
                Product            Total
                ───────────────  ───────
                Cold Brew        $101.49
                  └ 15% off,
                  regular
                  $119.40
                """)
    }

    /// A column that cuts keeps each row on one line, its long cells ending in "…", its title
    /// still wrapped, and gives its room to the others before they wrap.
    ///
    /// A stranger's file browser cut a 250-character name by hand, measuring the screen, to
    /// keep one row a file.
    @Test func aColumnThatCutsKeepsEachRowOnOneLine() {
        let table = Table(
            columns: [
                Table.Column("File name here", overflow: .cut), Table.Column("Size"),
                Table.Column("Kind"),
            ],
            rows: [
                ["a-very-long-file-name-that-goes-on.txt", "12 KB", "text file"],
                ["short.txt", "1 KB", "text"],
                ["名前の長いファイル.txt", "3 KB", "text"],
            ])
        #expect(
            TextLayout.render([.table(table)], width: 30) == """
                File name     Size   Kind
                here
                ────────────  ─────  ─────────
                a-very-long…  12 KB  text file
                short.txt     1 KB   text
                名前の長い…   3 KB   text
                """)
        // Untitled columns that cut keep three columns at least, and no line is wider than
        // the screen (they shrank to nothing, each "…" past the width); a table that cannot
        // fit so becomes records.
        let cut = { (title: String) in Table.Column(title, overflow: .cut) }
        for count in [3, 6, 10] {
            let untitled = Table(
                columns: (0..<count).map { _ in cut("") },
                rows: [Array(repeating: "abcdefghij", count: count)])
            let lines = TextLayout.render([.table(untitled)], width: 20).split(separator: "\n")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
            #expect(!lines.contains { $0.hasPrefix("…") || $0.contains("  …") }, "\(lines)")
        }
        // Numbers are never cut (`12345…` reads as a number): their column keeps its width.
        let numbers = Table(
            columns: [cut("A"), cut("B"), cut("C")],
            rows: [["123456789", "report-2026-final.pdf", "x"]])
        #expect(
            TextLayout.render([.table(numbers)], width: 20) == """
                        A  B       C
                ─────────  ──────  ─
                123456789  repor…  x
                """)
        // A number among other cells (`n/a`) is not cut either, and a right-aligned column
        // of text cuts as any does.
        let mixed = Table(
            columns: [cut("Name"), cut("Id")],
            rows: [["a long long long name here", "1234567890123"], ["b", "n/a"]])
        #expect(
            TextLayout.render([.table(mixed)], width: 20).split(separator: "\n").contains {
                $0.hasSuffix("1234567890123")
            })
        let rightText = Table(
            columns: [Table.Column("Name", alignment: .right, overflow: .cut), Table.Column("N")],
            rows: [["a-very-long-file-name-that-goes-on.txt", "1"]])
        #expect(
            TextLayout.render([.table(rightText)], width: 20) == """
                             Name  N
                ─────────────────  ─
                a-very-long-file…  1
                """)
        // A column that cuts keeps its share of the width (a name was cut to `Packa…` to keep
        // a description on one line), and one that wraps gives up its minimum width (it kept
        // twenty blank columns beside a cut name).
        let described = Table(
            columns: [cut("File"), Table.Column("Description")],
            rows: [
                [
                    "Package.swift",
                    "The manifest that names the products, the targets and their dependencies",
                ],
                ["main.swift", "Entry"],
            ])
        #expect(
            TextLayout.render([.table(described)], width: 80).contains("Package.swift  The "))
        let dated = Table(
            columns: [cut("Name"), Table.Column("Modified", minimumWidth: 30)],
            rows: [
                ["Sources/ScenicCommand/TestsThatDidNotRun.swift", "2024-01-05"],
                ["README.md", "2024-01-06"],
            ])
        #expect(
            TextLayout.render([.table(dated)], width: 50).contains(
                "Sources/ScenicCommand/TestsThatDidNot…  2024-01-05\n"))
        // Where the table fits, nothing is cut.
        #expect(
            TextLayout.render([.table(table)], width: 80).contains(
                "a-very-long-file-name-that-goes-on.txt"))
    }
}
