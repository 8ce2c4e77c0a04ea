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
            [String(index + 1)] + products[index % products.count]
        }
        return .table(Table(columns: columns, rows: rows))
    }

    /// Twenty products (name, category, price) with wide (CJK) and accented names, so layout
    /// measures display width; kept as they were when the pipeline ran a sample catalog, so
    /// the render figures stay comparable.
    private static let products = [
        ["抹茶 Matcha", "Tea", "$4.50"],
        ["Café Crème", "Coffee", "$12.00"],
        ["Espresso", "Coffee", "$2.50"],
        ["Flat White", "Coffee", "$3.80"],
        ["Earl Grey", "Tea", "$3.20"],
        ["Sencha", "Tea", "$3.90"],
        ["Chai Latte", "Tea", "$4.20"],
        ["Croissant", "Pastry", "$2.90"],
        ["Pain au Chocolat", "Pastry", "$3.30"],
        ["Crème Brûlée Tart", "Pastry", "$5.50"],
        ["Ethiopia Beans 250 g", "Beans", "$14.50"],
        ["Colombia Beans 1 kg", "Beans", "$39.00"],
        ["焙じ茶 Hojicha", "Tea", "$4.80"],
        ["Cold Brew", "Coffee", "$4.50"],
        ["Oat Milk Latte", "Coffee", "$4.70"],
        ["Almond Biscotti", "Pastry", "$1.80"],
        ["Gift Card", "Gift", "$50.00"],
        ["Pour-over Kit", "Gear", "$42.00"],
        ["Ceramic Mug", "Gear", "$16.00"],
        ["Rooibos", "Tea", "$3.00"],
    ]
}
