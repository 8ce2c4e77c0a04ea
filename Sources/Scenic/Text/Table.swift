/// Rows and columns with aligned cells.
///
/// Rendered as a header row, a rule of "─" under each header, then the rows; columns are separated
/// by two spaces and measured by display width, so CJK and accented text align. A column whose
/// title is empty has no rule; when every column's is, there is no header at all, only the rows. A row with fewer
/// cells than columns is padded with empty cells; extra cells are ignored.
///
/// ```swift
/// let menu = Table(
///     columns: [Table.Column("Item"), Table.Column("Price")],
///     rows: [["抹茶 Matcha", "$4.50"], ["Café Crème", "$12.00"]]
/// )
/// TextLayout.render([.table(menu)], width: 40)
/// ```
/// prints
/// ```
/// Item          Price
/// ───────────  ──────
/// 抹茶 Matcha   $4.50
/// Café Crème   $12.00
/// ```
///
/// When the table is wider than the layout, the widest columns shrink first (never below 3
/// columns) and their cells wrap onto extra lines within the row, or, in a column whose
/// ``Column/overflow`` is ``Column/Overflow/cut``, are cut to its width. A cell that starts with
/// spaces keeps them as an indent on every line it wraps to, so a note under a row stays
/// indented. When even that cannot fit,
/// each row is shown as key–value lines under the column titles, rows separated by a rule.
public struct Table: Equatable, Sendable {
    /// One column: its header and how its cells line up.
    public struct Column: Equatable, Sendable {
        /// How the cells of a column line up within its width.
        public enum Alignment: Equatable, Sendable {
            /// Cells start at the column's left edge.
            case left
            /// Cells end at the column's right edge.
            case right
            /// Right when every non-empty cell looks like a number ("$12.50", "-3", "1,200",
            /// "15%"), otherwise left.
            case automatic
        }

        /// What a cell wider than its column does, once the table is too wide for the layout.
        public enum Overflow: Equatable, Sendable {
            /// It wraps onto more lines of its row, at its spaces where it can.
            case wrap
            /// It is cut to the column's width, ending in "…": one line a row, as a list of
            /// file names or log lines reads best. The whole text is for a screen of its own.
            case cut
        }

        /// The header text; it follows the column's alignment.
        public var title: String
        /// How the column's header and cells line up.
        public var alignment: Alignment
        /// The width the column takes at least, in display columns, when the layout has room.
        ///
        /// A list shown a page at a time keeps its columns in place from page to page by giving
        /// the width of its widest cell on any page. The column still shrinks when the screen
        /// is too narrow.
        public var minimumWidth: Int
        /// What a cell wider than the column does: wraps within its row unless given.
        public var overflow: Overflow

        /// Creates a column with a header, an alignment (automatic unless given), a minimum
        /// width (none unless given) and what its cells do when wider than it (wrap unless
        /// given).
        public init(
            _ title: String, alignment: Alignment = .automatic, minimumWidth: Int = 0,
            overflow: Overflow = .wrap
        ) {
            self.title = title
            self.alignment = alignment
            self.minimumWidth = minimumWidth
            self.overflow = overflow
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The cells, one array per row, in column order.
    public var rows: [[String]]

    /// Creates a table from its columns and rows.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }
}
