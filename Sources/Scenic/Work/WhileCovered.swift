/// What a timer does while its scene is covered by a scene pushed on top of it.
///
/// Every timer names one; there is no default. A poll, a spinner or a retry stops; a
/// countdown, a game clock or anything the user expects to have gone on catches up.
public enum WhileCovered: Equatable, Sendable {
    /// It stops, as subscriptions do: start it again in the scene's appear action. Nothing
    /// tells the Logic: a state that says "running" stays so until the timer is started again.
    case stops
    /// It keeps time: what falls due while the scene is covered is sent to its Logic, each
    /// in turn, the moment the scene is shown again (before its appear action), and the
    /// timer goes on from there. A countdown stays right however long the user looked
    /// elsewhere; a game's lamp burns down while the inventory is open.
    ///
    /// The scene's screen is not drawn while covered, and what those actions ask for happens
    /// when it is shown again, where the user can see it. A scene closed or replaced while
    /// covered (`home`, a replaced stack) stops its timers.
    case catchesUp
}
