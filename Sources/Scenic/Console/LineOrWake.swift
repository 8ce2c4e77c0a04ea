/// What a ``WakeableLineInput`` read.
package enum LineOrWake {
    /// A line, or `nil` at the end of input.
    case line(InputLine?)
    /// Something woke the reader before a line was typed; `wroteBelowScreen` when the reader
    /// wrote rows between the last screen and the prompt (Tab's list of names, the prompt again
    /// after a stop), so that screen can no longer be replaced in place.
    case woken(wroteBelowScreen: Bool)
    /// The terminal was resized while the reader waited, and it was asked to wake then: the
    /// scene on top pages by the screen's size, and its screen is drawn again at once.
    case resized
}
