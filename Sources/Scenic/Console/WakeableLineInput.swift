/// A line input that stops waiting for keys when the console has a screen to draw: what a
/// timer or subscription sent while the prompt waits.
package protocol WakeableLineInput: LineInput {
    /// The next line as ``LineInput/readLine(completing:)`` reads it, or
    /// ``LineOrWake/woken`` once `descriptor` is readable while no key waits, or, when
    /// `wakingOnResize`, ``LineOrWake/resized`` once the terminal is resized. The line being
    /// typed is kept: the next call draws it again after the prompt and goes on with it.
    mutating func readLine(
        completing completions: Completions, wakingOn descriptor: Int32?, wakingOnResize: Bool
    ) -> LineOrWake

    /// Takes Ctrl-C from `relay` while the line being typed waits (``InterruptRelay/lineWaits()``):
    /// the line editor then acts on it as the key when it reads the line again.
    mutating func hearInterrupts(from relay: InterruptRelay)

    /// Holds typing as ``LineInput/holdTypeAhead()`` does, taking Ctrl-C, Ctrl-Z and Ctrl-\ as
    /// keys too, in order with the rest, until work shows its screen
    /// (``Terminal/letKeysSignal()``): the line being typed waits for what a timer sent.
    mutating func holdTypeAheadAsKeys()

    /// Releases typing as ``LineInput/releaseTypeAhead()`` does, for a line read right after:
    /// a hold in the line editor's raw mode stays, for the editor to take over.
    mutating func releaseTypeAheadToRead()

    /// As the session ends inside a paste (a `quit` pasted with lines after it): reads and
    /// drops the rest of the paste, so the shell that gets the terminal next never runs it.
    mutating func discardRestOfPaste()
}
