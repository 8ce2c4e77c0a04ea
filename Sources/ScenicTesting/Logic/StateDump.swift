import Foundation
import Scenic

/// A structured, deterministic text dump of any value, one field per line, for diffing.
///
/// ```swift
/// StateDump.of(Cart(lines: [Line(name: "Matcha", quantity: 2)], code: nil))
/// ```
///
/// ```text
/// Cart(
///   lines: [
///     Line(
///       name: "Matcha",
///       quantity: 2
///     )
///   ],
///   code: nil
/// )
/// ```
///
/// Dictionaries and sets are sorted by their dumped keys, so equal values always dump alike.
enum StateDump {
    /// The dump of `value`, one field per line.
    static func of(_ value: Any) -> String {
        var lines: [String] = []
        node(for: value).appendLines(label: "", indent: "", isLast: true, to: &lines)
        return lines.joined(separator: "\n")
    }

    /// The dump of `value` on one line, for naming an action in a message: `.add(2)`.
    static func oneLine(_ value: Any) -> String {
        node(for: value).oneLine
    }

    /// A value reduced to what a dump shows.
    private indirect enum Node {
        /// Shown whole: `"Matcha"`, `12`, `.empty`, `nil`.
        case leaf(String)
        /// Shown as `open`, labelled children, `close`.
        case group(open: String, close: String, children: [(label: String, node: Node)])

        func appendLines(label: String, indent: String, isLast: Bool, to lines: inout [String]) {
            let comma = isLast ? "" : ","
            switch self {
            case .leaf(let text):
                lines.append(indent + label + text + comma)
            case .group(let open, let close, let children):
                // Empty groups, and enum cases short enough to read whole (`.perform(.save(1))`),
                // take one line.
                guard !children.isEmpty, !(open.hasPrefix(".") && oneLine.count <= 60) else {
                    lines.append(indent + label + oneLine + comma)
                    return
                }
                lines.append(indent + label + open)
                for (index, child) in children.enumerated() {
                    child.node.appendLines(
                        label: child.label, indent: indent + "  ",
                        isLast: index == children.count - 1, to: &lines)
                }
                lines.append(indent + close + comma)
            }
        }

        var oneLine: String {
            switch self {
            case .leaf(let text):
                return text
            case .group(let open, let close, let children):
                return open + children.map { $0.label + $0.node.oneLine }.joined(separator: ", ")
                    + close
            }
        }
    }

    private static func node(for value: Any) -> Node {
        if let leaf = leafText(value) {
            return .leaf(leaf)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
            return node(for: wrapped)
        case .collection:
            // No index labels: inserting an element would renumber, and so "change", every
            // element after it in a diff.
            let children = mirror.children.map { (label: "", node: node(for: $0.value)) }
            return .group(open: "[", close: "]", children: children)
        case .set:
            let elements = mirror.children.map { node(for: $0.value) }
                .sorted { $0.oneLine < $1.oneLine }
            return .group(open: "Set([", close: "])", children: elements.map { ("", $0) })
        case .dictionary:
            let pairs = mirror.children.map { child -> (label: String, node: Node) in
                let pair = Array(Mirror(reflecting: child.value).children)
                return (node(for: pair[0].value).oneLine + ": ", node(for: pair[1].value))
            }
            return .group(open: "[", close: "]", children: pairs.sorted { $0.label < $1.label })
        case .enum:
            let name = "." + caseName(of: value)
            guard let payload = mirror.children.first?.value else { return .leaf(name) }
            let payloadMirror = Mirror(reflecting: payload)
            if payloadMirror.displayStyle == .tuple {
                return .group(open: name + "(", close: ")", children: fields(of: payloadMirror))
            }
            return .group(open: name + "(", close: ")", children: [("", node(for: payload))])
        case .tuple:
            return .group(open: "(", close: ")", children: fields(of: mirror))
        default:
            return .group(open: typeName(of: value) + "(", close: ")", children: fields(of: mirror))
        }
    }

    /// Labelled children (fields, tuple elements) as `label: ` and their nodes.
    private static func fields(of mirror: Mirror) -> [(label: String, node: Node)] {
        mirror.children.map { child in
            // Unlabelled tuple elements are reflected with labels ".0", ".1", …: show them bare.
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 + ": " } ?? ""
            return (label, node(for: child.value))
        }
    }

    /// One-line text for values best shown whole: strings, numbers, dates and the like.
    private static func leafText(_ value: Any) -> String? {
        switch value {
        // As a Swift literal spells them, as the log does: `"O'Brien"`, not `"O\'Brien"`.
        case let text as String: return LogValue.quoted(text)
        case let character as Character: return LogValue.quoted(String(character))
        case let substring as Substring: return LogValue.quoted(String(substring))
        case let decimal as Decimal: return decimal.description
        case let date as Date: return date.formatted(.iso8601)
        case let url as URL: return url.absoluteString
        case let uuid as UUID: return uuid.uuidString
        case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16,
            is UInt32, is UInt64, is Double, is Float:
            return String(describing: value)
        default:
            return nil
        }
    }

    private static func caseName(of value: Any) -> String {
        String(String(describing: value).prefix { $0 != "(" })
    }

    private static func typeName(of value: Any) -> String {
        // The bare name ("Line", not "Module.Cart.Line"): local types' qualified names carry
        // addresses that change from build to build.
        String(describing: type(of: value))
    }
}
