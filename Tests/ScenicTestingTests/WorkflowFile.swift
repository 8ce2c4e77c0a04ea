import Foundation

/// The subset of YAML a GitHub Actions workflow in the README uses, read into values: block
/// maps, block lists of maps or scalars, and inline lists (`[1, 2]`); no anchors, no block
/// scalars, no comments.
indirect enum WorkflowFile: Equatable {
    case scalar(String)
    case list([WorkflowFile])
    case map([String: WorkflowFile], order: [String])

    /// The workflow in `text`.
    init(parsing text: String) throws {
        let lines = text.split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var index = 0
        self = try Self.block(lines, &index, indent: 0)
        guard index == lines.count else { throw Problem(line: lines[index]) }
    }

    /// A line that does not fit the subset.
    struct Problem: Error {
        var line: String
    }

    /// The value under `key` of a map; `nil` for anything else.
    subscript(key: String) -> WorkflowFile? {
        guard case .map(let entries, _) = self else { return nil }
        return entries[key]
    }

    /// The text of a scalar.
    var text: String? {
        guard case .scalar(let text) = self else { return nil }
        return text
    }

    /// The items of a list.
    var items: [WorkflowFile] {
        guard case .list(let items) = self else { return [] }
        return items
    }

    private static func indent(of line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// The block starting at `index`, whose lines are indented by `indent`.
    private static func block(_ lines: [String], _ index: inout Int, indent: Int) throws
        -> WorkflowFile
    {
        let first = lines[index].dropFirst(indent)
        if first.hasPrefix("- ") {
            var items: [WorkflowFile] = []
            while index < lines.count, Self.indent(of: lines[index]) == indent,
                lines[index].dropFirst(indent).hasPrefix("- ")
            {
                let content = String(lines[index].dropFirst(indent + 2))
                if content.contains(": ") || content.hasSuffix(":") {
                    // A map item: its first key on the dash's line, the rest below it.
                    var itemLines = lines
                    itemLines[index] = String(repeating: " ", count: indent + 2) + content
                    items.append(try block(itemLines, &index, indent: indent + 2))
                } else {
                    items.append(.scalar(content))
                    index += 1
                }
            }
            return .list(items)
        }
        var entries: [String: WorkflowFile] = [:]
        var order: [String] = []
        while index < lines.count, Self.indent(of: lines[index]) == indent,
            !lines[index].dropFirst(indent).hasPrefix("- ")
        {
            let line = String(lines[index].dropFirst(indent))
            guard
                let colon = line.range(of: ": ")
                    ?? (line.hasSuffix(":") ? line.range(of: ":", options: .backwards) : nil)
            else { throw Problem(line: lines[index]) }
            let key = String(line[..<colon.lowerBound])
            let rest = String(line[colon.upperBound...])
            index += 1
            order.append(key)
            if !rest.isEmpty {
                entries[key] = scalarOrInlineList(rest)
            } else {
                guard index < lines.count, Self.indent(of: lines[index]) > indent else {
                    throw Problem(line: line)
                }
                entries[key] = try block(lines, &index, indent: Self.indent(of: lines[index]))
            }
        }
        return .map(entries, order: order)
    }

    private static func scalarOrInlineList(_ text: String) -> WorkflowFile {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return .scalar(text) }
        return .list(
            text.dropFirst().dropLast().split(separator: ",").map {
                .scalar($0.trimmingCharacters(in: .whitespaces))
            })
    }
}
