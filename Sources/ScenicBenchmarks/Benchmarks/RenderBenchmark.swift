import Scenic

/// Renders a table of 1,000 and of 10,000 rows with ``TextLayout``; the time should grow ten
/// times, no more.
struct RenderBenchmark {
    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let small = Self.table(rowCount: 1_000)
        let large = Self.table(rowCount: 10_000)
        let smallSeconds = await stopwatch.median {
            TextLayout.render([small], width: 80).utf8.count
        }
        let largeSeconds = await stopwatch.median {
            TextLayout.render([large], width: 80).utf8.count
        }
        return [
            Metric(
                "render.1000.ms", smallSeconds * 1e3, decimals: 3, unit: "ms",
                summary: "TextLayout.render, table of 1,000 rows at 80 columns"),
            Metric(
                "render.10000.ms", largeSeconds * 1e3, decimals: 3, unit: "ms",
                summary: "TextLayout.render, table of 10,000 rows at 80 columns"),
            Metric(
                "render.growth", largeSeconds / smallSeconds, unit: "×",
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
