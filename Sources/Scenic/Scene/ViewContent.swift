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
    private var blocksByRegion: [Region: [Block]]
    /// Messages for the status line, shown below the commands in order.
    public var messages: [String]
    /// The screen's title for this state (a product's name, a trip's), in place of the View's
    /// fixed ``View/title``; `nil` keeps the View's.
    public var title: String?
    /// The names of the View's commands this screen offers; `nil` offers them all.
    ///
    /// ``offer(_:)`` sets them; a Presenter test reads them.
    public private(set) var offeredCommandNames: Set<String>?
    /// The command lines under the screen, already laid out for the width being rendered, or
    /// `nil` to lay them out: a live scene keeps them from one screen to the next.
    var commandLines: [String]?

    /// Makes content, empty unless given.
    public init(_ blocksByRegion: [Region: [Block]] = [:], messages: [String] = []) {
        self.blocksByRegion = blocksByRegion
        self.messages = messages
    }

    /// Offers only `names` of the View's commands on this screen: the footer lists them, `help`
    /// describes them, Tab completes them, and the others are refused as not available now.
    ///
    /// ```swift
    /// // No `save` while the file is being read; `retry` only after a failure.
    /// content.offer(state.failed ? [.retry, .cancel] : [.save, .cancel])
    /// ```
    public mutating func offer<Name: CommandName>(_ names: [Name]) {
        offeredCommandNames = Set(names.map(\.rawValue))
    }

    /// The blocks of `region`; empty when the Presenter gave none.
    public subscript(region: Region) -> [Block] {
        get { blocksByRegion[region] ?? [] }
        set { blocksByRegion[region] = newValue }
    }
}
