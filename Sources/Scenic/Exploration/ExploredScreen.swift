/// What the explorer sees on screen before it types a line: the scene, its commands, the
/// question waiting and the states below.
struct ExploredScreen {
    /// The top scene's View title, the same for every state: what findings name the screen by.
    ///
    /// Not the title its Presenter set: that may hold the state's data, and a finding said
    /// `On screen "-3"` for an account the explorer had named `-3` (found by a stranger).
    var title: String
    /// The top scene's name, the same whatever its title says: `Product` for the screens of
    /// `ProductLogic`, so that every product's screen counts as one.
    var scene: String
    /// How many scenes are on the stack.
    var depth: Int
    /// The commands the top scene offers now.
    var commands: [CommandSyntax]
    /// The waiting question, as the status line shows it.
    var question: String?
    /// What Tab completes an answer to the waiting question with: its choices, or the values
    /// its kind offers.
    var questionCompletions: [String] = []
    /// Whether a timer waits for the clock: then moving it (`# after 30s`) is worth a line.
    var timers = TimersWaiting(any: false, untilNext: nil)
    /// The Logic states on the stack, root first; empty when no rule asks about them.
    var states: [Any]
    /// The scenes the screen shows, its own first and then its children's, each as its Logic
    /// type with its module and the commands its View declares: their words in coverage.
    var vocabulary: [(logic: String, commands: [String])] = []
}

extension ExploredScreen {
    /// The names of a scene worked out once, by the type of its Logic.
    struct Names {
        /// The scene's name, `Product` for `ProductLogic`.
        var scene: String
        /// The Logic type with its module and the View's commands.
        var vocabulary: [(logic: String, commands: [String])] = []
    }

    /// What `navigator` shows on top, with the states on the stack when `keepsStates`;
    /// `names` keeps the scene names worked out so far, by Logic type (two Logics may keep
    /// one type of state).
    init<Route>(
        _ navigator: Navigator<Route>, keepsStates: Bool,
        names: inout [ObjectIdentifier: Names]
    ) {
        title = navigator.top.name
        let type = navigator.top.logicIdentity
        // Worked out once per type: reflecting a type's name is slow.
        let known =
            names[type]
            ?? Names(
                scene: Self.shortName(
                    ofLogic: CoverageWords.sceneName(navigator.top.logicName)),
                vocabulary: [
                    (
                        CoverageWords.sceneName(navigator.top.logicName),
                        navigator.top.declaredCommands
                    )
                ]
                    + navigator.top.childVocabulary.map {
                        (CoverageWords.sceneName($0.logic), $0.commands)
                    })
        names[type] = known
        vocabulary = known.vocabulary
        scene = known.scene
        depth = navigator.routes.count
        commands = navigator.topCompletedCommands
        question = navigator.topQuestion
        if question != nil { questionCompletions = navigator.topQuestionCompletions }
        states = keepsStates ? navigator.states : []
    }

    /// The scene's name as screens are named: `Product` for `ProductLogic`, `Shop.ProductLogic`
    /// or `Shop.ProductLogic<Shop.Route>`.
    static func shortName(ofLogic logic: some StringProtocol) -> String {
        let whole = ReflectedName.plain(String(logic))
        let last = whole.split(separator: "." as Character).last.map(String.init) ?? whole
        return last.hasSuffix("Logic") && last.count > 5 ? String(last.dropLast(5)) : last
    }
}
