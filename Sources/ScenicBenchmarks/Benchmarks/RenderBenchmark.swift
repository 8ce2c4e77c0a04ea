import Scenic

/// Renders a table of 1,000 and of 10,000 rows with ``TextLayout``; the time should grow ten
/// times, no more.
struct RenderBenchmark {
    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let small = Self.table(rowCount: 1_000)
        let large = Self.table(rowCount: 10_000)
        // Pair by pair, as in the diff benchmark, so load from other builds hits both sizes.
        let growth = await stopwatch.compare(
            { TextLayout.render([large], width: 80).utf8.count },
            against: { TextLayout.render([small], width: 80).utf8.count })
        let smallSeconds = growth.floorSeconds
        let largeSeconds = growth.subjectSeconds
        return [
            Metric(
                "render.1000.ms", smallSeconds * 1e3, decimals: 3, unit: "ms",
                summary: "TextLayout.render, table of 1,000 rows at 80 columns"),
            Metric(
                "render.10000.ms", largeSeconds * 1e3, decimals: 3, unit: "ms",
                summary: "TextLayout.render, table of 10,000 rows at 80 columns"),
            Metric(
                "render.growth", growth.ratio, unit: "×",
                target: .near(10, factor: 1.5), summary: "10,000 ÷ 1,000 rows (linear 10)"),
        ]
    }

    /// The sample products over and over, numbered, so columns hold wide and accented text.
    private static func table(rowCount: Int) -> Block {
        let columns = ["#", "Product", "Category", "Price"].map { Table.Column($0) }
        let rows = (0..<rowCount).map { index in
            let product = Product.samples[index % Product.samples.count]
            return [String(index + 1), product.name, product.category, product.price]
        }
        return .table(Table(columns: columns, rows: rows))
    }
}
