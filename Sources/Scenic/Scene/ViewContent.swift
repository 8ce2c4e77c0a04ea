/// What a ``Presenter`` fills into a ``View``: blocks for each region and status messages.
///
/// ```swift
/// var content = ViewContent<CartView.Region>()
/// content[.lines] = [.table(Self.linesTable(state.priced, numbered: true, on: screen))]
/// ```
///
/// Messages that come from the state (a cart that could not be read) go in ``messages``;
/// what a command just did is a notice (``Effect/notify(_:)``), which the runtime adds.
public struct ViewContent<Region: Hashable & Sendable>: Equatable, Sendable {
    // A screen has a handful of regions: a short list searched in order is cheaper to fill and
    // to read on every screen than a dictionary, which hashes and allocates.
    // Inlinable, with the subscript: a Presenter fills content in its own module, where the
    // compiler then specializes this code for its Region type instead of calling generic code.
    @usableFromInline var filled: [FilledRegion] = []
    /// Messages for the status line, shown below the commands in order.
    public var messages: [String]
    /// The screen's title for this state (a product's name, a trip's), in place of the View's
    /// fixed ``View/title``; `nil` keeps the View's, and so does an empty or blank one (a name
    /// from data left empty would leave the screen without a title).
    public var title: String? {
        didSet { if Self.isBlank(title) { title = nil } }
    }
    /// The names of the View's commands this screen offers; `nil` offers them all.
    ///
    /// ``offer(_:)`` sets them; a Presenter test reads them.
    public private(set) var offeredCommandNames: Set<String>?
    /// The values Tab completion offers now for arguments, by their placeholder (`DECK`), in
    /// place of those the View gave them.
    ///
    /// ``offer(_:for:)`` sets them; a Presenter test reads them.
    public private(set) var offeredValues: [String: [String]] = [:]
    /// The values child scenes offer for their own commands' arguments, by command name and
    /// then placeholder.
    ///
    /// A child's offer is for its commands alone, so an argument of the parent's
    /// that has the same placeholder keeps the parent's values.
    @usableFromInline
    var childOfferedValues: [String: [String: [String]]] = [:]
    /// The command lines under the screen, already laid out for the width being rendered, or
    /// `nil` to lay them out: a live scene keeps them from one screen to the next.
    var commandLines: [String]?
    /// Where the View writes the screen when the console renders it: see ``ScreenBytes``.
    var screenBytes: ScreenBytes?
    /// The blocks the scene's last screen laid out, when the console renders it: see
    /// ``LaidOutBlocks``.
    var laidOutBlocks: LaidOutBlocks?

    /// Whether `title` is given and shows nothing (empty or spaces).
    @usableFromInline
    static func isBlank(_ title: String?) -> Bool {
        // Most titles start with a letter: the first character settles it.
        guard let title, title.first?.isWhitespace ?? true else { return false }
        return title.allSatisfy(\.isWhitespace)
    }

    /// Makes content, empty unless given; `title` is the screen's title for this state (see
    /// ``title``), `nil` for the View's.
    @inlinable
    public init(
        _ blocksByRegion: [Region: [Block]] = [:], title: String? = nil, messages: [String] = []
    ) {
        self.title = Self.isBlank(title) ? nil : title
        self.messages = messages
        filled.reserveCapacity(max(blocksByRegion.count, 4))
        for (region, blocks) in blocksByRegion { self[region] = blocks }
    }

    /// Offers only `names` of the View's commands on this screen: the footer lists them, `help`
    /// describes them, Tab completes them, and the others are refused as not available now.
    ///
    /// ```swift
    /// // No `save` while the file is being read; `retry` only after a failure.
    /// content.offer(state.failed ? [ImportView.Name.retry, .cancel] : [.save, .cancel])
    /// ```
    ///
    /// Name the View's command type, as above: the content knows the View's regions, not its
    /// commands, so `[.retry, .cancel]` alone does not compile.
    public mutating func offer<Name: CommandName>(_ names: [Name]) {
        offer(names: Set(names.map(\.rawValue)))
    }

    /// Offers `values` for `argument` on this screen, for Tab completion and exploration, in
    /// place of the values the View gave it: a list the user changes on the screen (decks
    /// added, members removed) is offered as it is now.
    ///
    /// Every command of the screen with an argument of the same placeholder offers them, a
    /// child scene's too unless the child offers its own (a child's offer is for its own
    /// commands only). What is typed is still checked as the argument's kind says.
    ///
    /// ```swift
    /// // In the View: static let deck = Argument.restOfLine("DECK")
    /// content.offer(state.decks.map(\.name), for: DecksView.deck)
    /// ```
    public mutating func offer<Value>(_ values: [String], for argument: Argument<Value>) {
        offeredValues[argument.syntax.name] = values
    }

    /// Offers `values` by placeholder for the commands named `commands` alone: a child
    /// scene's, which never replace the parent's for its own commands.
    ///
    /// Before, they were merged with the parent's by placeholder, the child's winning: a
    /// parent's `take ITEM` then offered the child's items (found by a stranger, whose
    /// exploration never typed the item that broke a rule).
    @usableFromInline
    mutating func offer(values: [String: [String]], forCommands commands: [String]) {
        for command in commands {
            childOfferedValues[command, default: [:]].merge(values) { _, child in child }
        }
    }

    /// Offers only the commands named `names`, as typed.
    @usableFromInline
    mutating func offer(names: Set<String>) {
        offeredCommandNames = names
    }

    /// The blocks of `region`; empty when the Presenter gave none.
    @inlinable
    public subscript(region: Region) -> [Block] {
        get {
            for entry in filled where entry.region == region { return entry.blocks }
            return []
        }
        set {
            var index = 0
            while index < filled.count {
                if filled[index].region == region {
                    filled[index].blocks = newValue
                    return
                }
                index += 1
            }
            if !newValue.isEmpty {
                filled.append(FilledRegion(region: region, blocks: newValue))
            }
        }
    }

    /// Calls `body` with each block of `regions`, region by region in that order.
    func forEachBlock(in regions: [Region], _ body: (Block) -> Void) {
        for region in regions {
            for entry in filled where entry.region == region {
                for block in entry.blocks { body(block) }
            }
        }
    }

    /// Content is equal when every region holds the same blocks, in whatever order the
    /// Presenter filled them; a region given no blocks equals one never filled.
    public static func == (first: ViewContent, second: ViewContent) -> Bool {
        guard
            first.messages == second.messages, first.title == second.title,
            first.offeredCommandNames == second.offeredCommandNames,
            first.offeredValues == second.offeredValues,
            first.childOfferedValues == second.childOfferedValues,
            first.commandLines == second.commandLines
        else { return false }
        // Filled in the same order, as one Presenter fills them: a walk side by side.
        if first.filled.count == second.filled.count {
            var index = 0
            var inOrder = true
            while index < first.filled.count {
                let (one, other) = (first.filled[index], second.filled[index])
                guard one.region == other.region else {
                    inOrder = false
                    break
                }
                guard one.blocks == other.blocks else { return false }
                index += 1
            }
            if inOrder { return true }
        }
        for entry in first.filled where second[entry.region] != entry.blocks { return false }
        for entry in second.filled where first[entry.region] != entry.blocks { return false }
        return true
    }

    /// The blocks a Presenter put in one region.
    @usableFromInline
    struct FilledRegion: Sendable {
        @usableFromInline let region: Region
        @usableFromInline var blocks: [Block]

        @inlinable
        init(region: Region, blocks: [Block]) {
            self.region = region
            self.blocks = blocks
        }
    }
}
