/// Prints metrics twice: a table for people, then `<metric> <value>` lines for machines.
struct MetricReport {
    private(set) var metrics: [Metric] = []

    mutating func add(_ metric: Metric) {
        metrics.append(metric)
    }

    mutating func add(_ more: [Metric]) {
        metrics += more
    }

    /// The table: metric, value and unit, target, whether it is met, and what was measured.
    var table: String {
        let headers = ["metric", "value", "target", "status", "measures"]
        let rows = metrics.map { metric in
            [
                metric.name, metric.formattedValue + " " + metric.unit,
                metric.target?.description ?? "",
                metric.target.map { $0.isMet(by: metric.value) ? "met" : "MISSED" } ?? "",
                metric.summary,
            ]
        }
        // Values are right-aligned so their decimal points line up in a column.
        let rightAligned: Set = [1]
        let widths = headers.indices.map { column in
            ([headers] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([headers] + rows).map { cells in
            var line = cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return rightAligned.contains(column)
                    ? padding + cells[column] : cells[column] + padding
            }
            .joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        .joined(separator: "\n")
    }

    /// One `<metric> <value>` line per metric.
    var machineLines: String {
        metrics.map { $0.name + " " + $0.formattedValue }.joined(separator: "\n")
    }
}
