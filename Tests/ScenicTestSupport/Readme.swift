import Foundation
import ScenicSnapshotStore
import Testing

/// This checkout's README.md, read by section, for the tests that keep what it quotes true.
///
/// ```swift
/// let trivia = try Readme().section("## Trivia")
/// Readme.expect(output.standardOutput, toBe: try trivia.block(0), in: trivia)
/// ```
///
/// A quoted block that no longer matches what the product prints fails with a diff and the
/// section to edit, not with two whole transcripts side by side.
public struct Readme: Sendable {
    /// One section: from its heading to the next heading of the same or a higher level.
    public struct Section: Sendable {
        /// The heading line, such as `## Quick start`.
        public var heading: String
        /// The section's text after the heading line.
        public var text: String

        /// A section headed `heading` holding `text`.
        public init(heading: String, text: String) {
            self.heading = heading
            self.text = text
        }

        /// The fenced blocks of `language` in the section, in order, each without its fences
        /// and ending with a newline.
        public func blocks(_ language: String = "text") -> [String] {
            var blocks: [String] = []
            var current: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if let lines = current {
                    if trimmed == "```" {
                        let indent = line.count - trimmed.count
                        blocks.append(lines.map { $0.dropFirst(indent) + "\n" }.joined())
                        current = nil
                    } else {
                        current = lines + [line]
                    }
                } else if trimmed == "```" + language {
                    current = []
                }
            }
            return blocks
        }

        /// The block of `language` at `index` (from 0).
        ///
        /// - Throws: ``MissingText`` naming the section, when it has no such block.
        public func block(_ index: Int, _ language: String = "text") throws -> String {
            let blocks = blocks(language)
            guard blocks.indices.contains(index) else {
                throw MissingText(
                    description:
                        "README.md's section \"\(heading)\" has \(blocks.count) ```\(language) "
                        + "blocks; a test reads block \(index + 1). Put the block back, or change "
                        + "the test with the section.")
            }
            return blocks[index]
        }
    }

    /// Thrown when the README lacks a section or a block a test reads.
    public struct MissingText: Error, CustomStringConvertible {
        /// What is missing and what to do.
        public var description: String
    }

    /// The README's text.
    public let text: String
    /// The package folder it is in.
    public let folder: URL

    /// The README.md of the package holding `filePath` (a test's `#filePath`): the nearest
    /// folder above it with a `Package.swift`.
    public init(filePath: StaticString = #filePath) throws {
        var folder = URL(filePath: "\(filePath)").deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path)
        {
            guard folder.pathComponents.count > 1 else {
                throw MissingText(description: "No Package.swift above \(filePath).")
            }
            folder = folder.deletingLastPathComponent()
        }
        self.folder = folder
        text = try String(contentsOf: folder.appending(path: "README.md"), encoding: .utf8)
    }

    /// The section headed exactly `heading` (`## Quick start`, `### Previews`).
    ///
    /// - Throws: ``MissingText`` when no line is that heading.
    public func section(_ heading: String) throws -> Section {
        let level = heading.prefix { $0 == "#" }.count
        var lines: [Substring]?
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inFence.toggle() }
            if lines == nil {
                if line == heading { lines = [] }
                continue
            }
            let lineLevel = line.prefix { $0 == "#" }.count
            if !inFence, lineLevel > 0, lineLevel <= level, line.dropFirst(lineLevel).first == " " {
                break
            }
            lines?.append(line)
        }
        guard let lines else {
            throw MissingText(
                description: "README.md has no section \"\(heading)\"; a test reads it. Put the "
                    + "heading back, or change the test with the README.")
        }
        return Section(heading: heading, text: lines.joined(separator: "\n"))
    }

    /// The failure text when `quoted`, from the README's `section`, is not `actual`, what the
    /// product printed; `nil` when they are equal.
    public static func mismatch(quoted: String, actual: String, in section: Section) -> String? {
        guard
            let diff = UnifiedDiff.format(
                old: quoted, new: actual, oldLabel: "README.md, \(section.heading)",
                newLabel: "what the product prints")
        else { return nil }
        return """
            README.md's section "\(section.heading)" quotes text the product no longer prints \
            (- README, + product):
            \(diff)
            Next: if the product is right, edit that section of README.md to the + lines; if \
            not, fix the product.
            """
    }

    /// Records an issue at the caller with ``mismatch(quoted:actual:in:)`` when `quoted` is not
    /// `actual`.
    public static func expect(
        _ actual: String, toBe quoted: String, in section: Section,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let message = mismatch(quoted: quoted, actual: actual, in: section) else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
