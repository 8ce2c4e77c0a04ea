/// Which words of an app's own vocabulary the tests reached, scene by scene: the commands each
/// View declares, each Logic's actions, the notices it reports, the routes it navigates to and
/// the questions it asks.
///
/// A scene is named by its Logic type with its module (`Storefront.CartLogic`). Actions,
/// notices and routes are counted by case name (`remove`, not `remove(line: 2)`), questions by
/// their text with each number written `#` and what they quote in double quotes written `…`.
///
/// Some words are counted against a list of them all: the commands a View declares (known once
/// a preview, a story or an exploration showed the scene) and the cases of a `CaseIterable`
/// action, notice or route type. The rest can only be counted as reached: no list says how
/// many there are. ``table`` says which is which:
///
/// ```text
/// Scene                              Commands  Actions  Notices  Routes  Questions
/// Storefront.CartLogic                    5/6        9        4       2          1
/// ```
public struct Coverage: Equatable, Sendable {
    /// A kind of word in an app's vocabulary.
    public enum Kind: String, CaseIterable, Sendable {
        /// A command a screen's View declares.
        case command
        /// A case of a Logic's `Action`.
        case action
        /// A case of a Logic's `Notice`.
        case notice
        /// A case of the app's route type that a Logic navigated to.
        case route
        /// A question a Logic asked.
        case question
    }

    /// What reached a word.
    public enum Source: String, CaseIterable, Sendable, Comparable {
        /// A ``LogicTester`` send.
        case logicTest = "logic"
        /// A story replayed through the console.
        case story
        /// A preview snapshotted by `assertPreviews`.
        case preview
        /// An exploration.
        case exploration = "explore"

        /// Sources in the order of the layers: Logic tests first, explorations last.
        public static func < (left: Source, right: Source) -> Bool {
            allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
        }
    }

    /// One scene's words.
    package struct SceneWords: Equatable, Sendable {
        /// Every word of each kind whose whole list is known.
        package var declared: [Kind: Set<String>] = [:]
        /// Every word reached, with what reached it.
        package var reached: [Kind: [String: Set<Source>]] = [:]
    }

    /// The scenes, by name.
    package private(set) var scenes: [String: SceneWords] = [:]

    /// No word declared or reached.
    public init() {}

    /// The scenes' names, sorted.
    public var sceneNames: [String] { scenes.keys.sorted() }

    /// The words of `kind` reached in `scene`, sorted.
    public func reached(_ kind: Kind, in scene: String) -> [String] {
        (scenes[scene]?.reached[kind]?.keys).map { $0.sorted() } ?? []
    }

    /// Every word of `kind` in `scene` when the whole list is known, sorted; `nil` when only
    /// what was reached can be counted.
    public func declared(_ kind: Kind, in scene: String) -> [String]? {
        scenes[scene]?.declared[kind].map { $0.sorted() }
    }

    /// The declared words of `kind` in `scene` that nothing reached, sorted; `nil` when the
    /// scene's words of `kind` are not known: it was never shown in the run (or its name is
    /// misspelled), or only what was reached can be counted (actions).
    ///
    /// `nil` rather than none, so that `#expect(coverage.neverReached(.command, in: …) == [])`
    /// fails for a scene the run never showed instead of passing with nothing checked.
    public func neverReached(_ kind: Kind, in scene: String) -> [String]? {
        guard let declared = scenes[scene]?.declared[kind] else { return nil }
        let reached = scenes[scene]?.reached[kind] ?? [:]
        return declared.filter { reached[$0] == nil }.sorted()
    }

    /// ``neverReached(_:in:)-(_,String)`` for the scene of `logic`, which cannot be misspelled:
    /// `coverage.neverReached(.command, in: CartLogic.self)`.
    public func neverReached<L: Logic>(_ kind: Kind, in logic: L.Type) -> [String]? {
        neverReached(kind, in: CoverageWords.sceneName(String(reflecting: logic)))
    }

    /// ``reached(_:in:)-(_,String)`` for the scene of `logic`.
    public func reached<L: Logic>(_ kind: Kind, in logic: L.Type) -> [String] {
        reached(kind, in: CoverageWords.sceneName(String(reflecting: logic)))
    }

    /// ``declared(_:in:)-(_,String)`` for the scene of `logic`.
    public func declared<L: Logic>(_ kind: Kind, in logic: L.Type) -> [String]? {
        declared(kind, in: CoverageWords.sceneName(String(reflecting: logic)))
    }

    /// Notes that `scene` has `name` among its words of `kind` (its whole list is known).
    package mutating func declare(_ name: String, _ kind: Kind, in scene: String) {
        scenes[scene, default: SceneWords()].declared[kind, default: []].insert(name)
    }

    /// Notes that `scene`'s list of words of `kind` is known, even when it is empty (a View
    /// without commands).
    package mutating func declareList(_ kind: Kind, in scene: String) {
        if scenes[scene]?.declared[kind] == nil {
            scenes[scene, default: SceneWords()].declared[kind] = []
        }
    }

    /// Notes that `source` reached `name`, a word of `kind` in `scene`.
    package mutating func reach(
        _ name: String, _ kind: Kind, in scene: String, by source: Source
    ) {
        scenes[scene, default: SceneWords()].reached[kind, default: [:]][name, default: []]
            .insert(source)
    }

    /// Adds everything `other` declared and reached.
    package mutating func merge(_ other: Coverage) {
        for (scene, words) in other.scenes {
            var mine = scenes[scene] ?? SceneWords()
            mine.declared.merge(words.declared) { $0.union($1) }
            mine.reached.merge(words.reached) { left, right in
                left.merging(right) { $0.union($1) }
            }
            scenes[scene] = mine
        }
    }

    /// What this holds that `other` does not: words declared or reached (by a source) only
    /// here.
    package func subtracting(_ other: Coverage) -> Coverage {
        var rest = Coverage()
        for (scene, words) in scenes {
            let theirs = other.scenes[scene]
            for (kind, declared) in words.declared {
                guard let known = theirs?.declared[kind] else {
                    rest.declareList(kind, in: scene)
                    for name in declared { rest.declare(name, kind, in: scene) }
                    continue
                }
                for name in declared where !known.contains(name) {
                    rest.declare(name, kind, in: scene)
                }
            }
            for (kind, reached) in words.reached {
                for (name, sources) in reached {
                    let known = theirs?.reached[kind]?[name] ?? []
                    for source in sources.subtracting(known) {
                        rest.reach(name, kind, in: scene, by: source)
                    }
                }
            }
        }
        return rest
    }

    /// What the sources other than `excluded` reached, every declared word kept: what the tests
    /// written by hand reached, without the exploration's (`[.exploration]`).
    package func without(_ excluded: Set<Source>) -> Coverage {
        guard !excluded.isEmpty else { return self }
        var kept = self
        for (scene, words) in scenes {
            var reached: [Kind: [String: Set<Source>]] = [:]
            for (kind, byWord) in words.reached {
                let left = byWord.mapValues { $0.subtracting(excluded) }
                    .filter { !$0.value.isEmpty }
                if !left.isEmpty { reached[kind] = left }
            }
            kept.scenes[scene]?.reached = reached
        }
        return kept
    }

    /// Only the scenes of the modules named, or all when `modules` is empty.
    package func only(modules: [String]) -> Coverage {
        guard !modules.isEmpty else { return self }
        var kept = Coverage()
        kept.scenes = scenes.filter { scene, _ in
            modules.contains { scene.hasPrefix($0 + ".") }
        }
        return kept
    }

    /// How many declared words were reached, of how many, and how many words were reached
    /// with no list to count them against.
    package var totals: (reached: Int, declared: Int, uncounted: Int) {
        totals(of: Kind.allCases)
    }

    /// ``totals`` of the words of `kinds` only.
    package func totals(of kinds: [Kind]) -> (reached: Int, declared: Int, uncounted: Int) {
        var totals = (reached: 0, declared: 0, uncounted: 0)
        for words in scenes.values {
            for kind in kinds {
                let reached = words.reached[kind] ?? [:]
                guard let declared = words.declared[kind] else {
                    totals.uncounted += reached.count
                    continue
                }
                totals.declared += declared.count
                totals.reached += declared.filter { reached[$0] != nil }.count
                totals.uncounted += reached.keys.filter { !declared.contains($0) }.count
            }
        }
        return totals
    }

    /// The share of declared words reached, in whole percent rounded down; 100 when none is
    /// declared.
    package var percent: Int {
        let totals = totals
        return totals.declared == 0 ? 100 : totals.reached * 100 / totals.declared
    }
}
