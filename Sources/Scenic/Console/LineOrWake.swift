/// What a ``WakeableLineInput`` read.
package enum LineOrWake {
    /// A line, or `nil` at the end of input.
    case line(InputLine?)
    /// Something woke the reader before a line was typed.
    case woken
}
