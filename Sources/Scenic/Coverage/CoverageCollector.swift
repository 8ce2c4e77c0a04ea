import Foundation

/// Gathers a ``Coverage`` from what a session's observers see, from any task: an exploration's
/// sessions, a story's, a Logic test's sends.
///
/// Each word is handed to ``onReach`` the first time it is seen, so a test run can write it
/// down at once and never twice.
package final class CoverageCollector: @unchecked Sendable {
    // Observers are called on the console's task and Logic tests run in parallel: one lock.
    private let lock = NSLock()
    private var collected = Coverage()
    /// Scene names worked out, by Logic type: reflecting a type's name is slow.
    private var sceneNames: [ObjectIdentifier: String] = [:]
    /// The words reached so far, by scene and source, to tell new ones at a glance.
    private var seen: Set<Seen> = []
    /// The types whose cases were declared already, by scene.
    private var listedTypes: [String: Set<ObjectIdentifier>] = [:]
    /// Hears each new word, once, as a coverage of that word alone.
    private let onReach: @Sendable (Coverage) -> Void

    /// A collector that hands each new word to `onReach`.
    package init(onReach: @escaping @Sendable (Coverage) -> Void = { _ in }) {
        self.onReach = onReach
    }

    /// Everything collected so far.
    package var coverage: Coverage {
        lock.withLock { collected }
    }

    /// An observer that notes what each reduced action reached, by `source`.
    package func observer(_ source: Coverage.Source) -> SessionObserver {
        SessionObserver { [self] event in
            guard case .reduced(let action, let effects) = event.kind else { return }
            record(
                action: action, effects: effects, command: event.command,
                logic: event.logic ?? type(of: action), commandOwner: event.commandOwner,
                source: source)
        }
    }

    /// Notes that `source` sent `action` to the Logic of type `logic`, typed as `command` (a
    /// word of `commandOwner`'s, a child scene's, when given), and that it returned `effects`.
    package func record(
        action: Any, effects: [Any], command: String?, logic: Any.Type,
        commandOwner: Any.Type? = nil, source: Coverage.Source
    ) {
        // The words are named outside the lock, and most were seen before: a story types the
        // same commands again and again, and building a coverage for each would cost it dearly.
        var words: [(kind: Coverage.Kind, name: String, type: Any.Type?)] = [
            (.action, CoverageWords.caseName(of: action), Swift.type(of: action))
        ]
        if let command, commandOwner == nil { words.append((.command, command, nil)) }
        for effect in effects {
            for (kind, value) in (effect as? any VocabularyEffect)?.vocabulary ?? [] {
                words.append(
                    kind == .question
                        ? (kind, CoverageWords.question(value as? String ?? ""), nil)
                        : (kind, CoverageWords.caseName(of: value), Swift.type(of: value)))
            }
        }
        var found = Coverage()
        lock.withLock {
            let scene = sceneName(of: logic)
            for word in words {
                guard seen.insert(Seen(scene: scene, word: word, source: source)).inserted
                else { continue }
                found.reach(word.name, word.kind, in: scene, by: source)
                if let type = word.type { list(type, word.kind, in: scene, into: &found) }
            }
        }
        if let command, let commandOwner {
            lock.withLock {
                let scene = sceneName(of: commandOwner)
                let word = (kind: Coverage.Kind.command, name: command, type: Any.Type?.none)
                if seen.insert(Seen(scene: scene, word: word, source: source)).inserted {
                    found.reach(command, .command, in: scene, by: source)
                }
            }
        }
        if !found.scenes.isEmpty { keep(found) }
    }

    /// Notes what a preview of the scene of `logic` (named whole) shows: every command its View
    /// declares, and the notices and question on its status line.
    package func recordPreview(
        logic: String, commands: [String], notices: [Any], question: Any?
    ) {
        var found = Coverage()
        lock.withLock {
            found.declareList(.command, in: logic)
            for command in commands { found.declare(command, .command, in: logic) }
            for notice in notices { add(notice, .notice, in: logic, by: .preview, into: &found) }
            // A preview's question is a `Question` of the Logic's action type: its text, read
            // without that type.
            if let question,
                let text = Mirror(reflecting: question).children.first(where: {
                    $0.label == "text"
                })?.value as? String
            {
                add(text, .question, in: logic, by: .preview, into: &found)
            }
        }
        keep(found)
    }

    /// Notes every command the View of the scene of `logic` (named whole) declares.
    package func declareCommands(_ commands: [String], logic: String) {
        var found = Coverage()
        found.declareList(.command, in: logic)
        for command in commands { found.declare(command, .command, in: logic) }
        keep(found)
    }

    /// Adds `found` to what was collected, and hands on what is new.
    package func keep(_ found: Coverage) {
        // What is new is worked out from `found`, which is small: most events reach nothing
        // new, and copying all that was collected for each would cost a test run dearly.
        let new: Coverage? = lock.withLock {
            let new = found.subtracting(collected)
            guard !new.scenes.isEmpty else { return nil }
            collected.merge(new)
            return new
        }
        if let new { onReach(new) }
    }

    /// Adds the word `value` names.
    private func add(
        _ value: Any, _ kind: Coverage.Kind, in scene: String, by source: Coverage.Source,
        into found: inout Coverage
    ) {
        if kind == .question, let text = value as? String {
            found.reach(CoverageWords.question(text), .question, in: scene, by: source)
            return
        }
        found.reach(CoverageWords.caseName(of: value), kind, in: scene, by: source)
        list(type(of: value), kind, in: scene, into: &found)
    }

    /// Declares the cases of `type` once, when it is `CaseIterable`.
    private func list(
        _ type: Any.Type, _ kind: Coverage.Kind, in scene: String, into found: inout Coverage
    ) {
        guard listedTypes[scene, default: []].insert(ObjectIdentifier(type)).inserted,
            let names = CoverageWords.caseNames(of: type)
        else { return }
        found.declareList(kind, in: scene)
        for name in names { found.declare(name, kind, in: scene) }
    }

    private func sceneName(of logic: Any.Type) -> String {
        let type = ObjectIdentifier(logic)
        if let known = sceneNames[type] { return known }
        let name = CoverageWords.sceneName(String(reflecting: logic))
        sceneNames[type] = name
        return name
    }
}

/// A word a source reached in a scene, as a collector remembers it.
private struct Seen: Hashable {
    var scene: String
    var kind: Coverage.Kind
    var name: String
    var source: Coverage.Source

    init(
        scene: String, word: (kind: Coverage.Kind, name: String, type: Any.Type?),
        source: Coverage.Source
    ) {
        self.scene = scene
        kind = word.kind
        name = word.name
        self.source = source
    }
}
