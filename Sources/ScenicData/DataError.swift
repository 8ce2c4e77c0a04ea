#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a data folder or one of its documents could not be used.
///
/// ``message`` is the one place these cases become user text: every message says what
/// happened, where, and what to do next, so an app can show it as it is.
public enum DataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No folder was named and neither `XDG_DATA_HOME` nor `HOME` is set.
    case noLocation(app: String)
    /// The folder could not be created, or no file could be written in it.
    case folderNotWritable(path: String, reason: String)
    /// A file stands where the folder, or a folder above it, should be.
    case notAFolder(path: String)
    /// The folder's path holds bytes that are not UTF-8, read as U+FFFD: the folder it names
    /// cannot be opened by this path, and another would be made in its place.
    case pathNotUTF8(path: String)
    /// The file exists but could not be read.
    case cannotRead(path: String, reason: String)
    /// The file could not be written; the copy on disk is unchanged.
    case cannotWrite(path: String, reason: String)
    /// The file is damaged and could not be moved aside, so it was left alone.
    case cannotMoveAside(path: String, damage: String, reason: String)
    /// Something other than a regular file is where the document should be: a folder, a
    /// named pipe, a device, a symbolic link.
    case notAFile(path: String, kind: String)
    /// Another process held the folder's lock for longer than the folder waits.
    case busy(folder: String, seconds: Int)
    /// The value to save breaks the document's rules, so it was not saved: what is refused
    /// on read is never written.
    case breaksRules(path: String, problem: String)
    /// The value to save is larger than the document may be, so it was not saved.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The data folder was replaced (moved away, restored from a copy), or its lock file
    /// removed, while a transaction held its lock, so nothing more was changed in it.
    case folderReplaced(folder: String)
    /// The file holds fields the value would not write back (a newer version of the app
    /// added them), so it was not saved over: saving would drop them. No fields are named
    /// when this version could read none of the file's records (another version's format).
    case newerFields(path: String, fields: [String])
    /// The data folder is no longer there (moved or removed while the app ran), so nothing
    /// was read or saved.
    case folderGone(folder: String)
    /// The file is damaged (these words say how: `not valid JSON`) and this transaction wrote
    /// without reading it first, so it was not saved over: the write would have lost what the
    /// file holds, which a read moves aside and names.
    case damagedUnread(path: String, damage: String)
    /// A transaction's changes were being made, together, when the one to the file at `path`
    /// failed (`reason`): those before it are made, and the rest wait in the folder's journal
    /// (`.scenic-data.journal`) for the next transaction, which makes them once the file can
    /// be written. Until then every transaction fails so.
    case changesUnfinished(path: String, reason: String)
    /// The journal at `path`, the record of a transaction a kill stopped while its changes
    /// were being made, could not be finished (`damage` says why: new files another program
    /// removed, a record that is damaged), so that transaction's files may be part old, part
    /// new; the journal was moved to `keptAt`. Said once, by the transaction that found it.
    case changesLost(path: String, damage: String, keptAt: String)
    /// The file was changed by another program after this transaction read it (or judged it,
    /// for a write without a read), without taking the folder's lock: an editor saving in
    /// place, a script renaming a new file over it. Nothing of the transaction was saved, so
    /// that program's change is kept; the same change made again starts from what the file
    /// holds now.
    case changedMeanwhile(path: String)
    /// A transaction failed with `error` after its reads had set files right (moved a
    /// damaged file aside, dropped bad records): what they did is said too, since the
    /// transaction's closure never returned the reads that would have said it.
    indirect case afterRepairs(DataError, repairs: [DataRepair])

    /// Why a value could not be stored, in words for the middle of a sentence (for a read
    /// that had to set a file aside instead).
    var damageWords: String {
        switch self {
        case .breaksRules(_, let problem): "what is valid breaks the rules (\(problem))"
        case .tooLarge(_, let bytes, let limit):
            "what is valid would take \(ByteCount.words(bytes)), more than the "
                + "\(ByteCount.words(limit)) allowed"
        default: "what is valid cannot be stored"
        }
    }

    /// Whether a system call's `reason` is the process, or the system, having too many files
    /// open: not the file's fault, so not its permissions or the disk's space to check.
    private static func isOutOfFiles(_ reason: String) -> Bool {
        isOne(of: [EMFILE, ENFILE], reason)
    }

    /// Whether `reason` is the words of one of the system's error `codes`.
    private static func isOne(of codes: [Int32], _ reason: String) -> Bool {
        codes.contains { SystemError(code: $0).reason == reason }
    }

    /// Why a read gave up on a damaged file that was being changed: it changed each time it
    /// was read, or after the transaction had waited on other damaged files as long as it
    /// may (three seconds), it was read while changing.
    static var keptChanging: String { "it was being changed while it was read" }

    /// What to do about a system call's `reason`, as the start of a sentence that ends
    /// "…, or choose another folder": permissions are fixed only where they are the cause, not
    /// for a read-only disk, a path that is not there or a folder where a file should be.
    ///
    /// A save writes a new file beside the old one and renames it over, so its permissions are
    /// the folder's (`saving`).

    private static func remedy(for reason: String, saving: Bool = false) -> String {
        if reason == keptChanging {
            return "Nothing was moved aside; try again once the program saving it is done"
        }
        if isOne(of: [EACCES, EPERM], reason) {
            return saving ? "Fix the folder's permissions" : "Fix its permissions"
        }
        if isOne(of: [EROFS], reason) { return "Mount its disk writable" }
        if isOne(of: [ENOSPC, EDQUOT], reason) { return "Free some space" }
        // Also said where the folder is there but takes no new file (`/proc/1`).
        if isOne(of: [ENOENT], reason) {
            return "Check that the folder is there and takes new files"
        }
        if isOne(of: [ENOTDIR], reason) { return "Check that every folder on its path is one" }
        return "Check it"
    }

    /// The ``message``, so a test that fails on a `DataError`, and a string made of one, say
    /// it in words rather than as a case (`folderNotWritable(path: …, reason: …)`).
    public var description: String { message }

    /// A full sentence for the screen or standard error: what happened and what to do next.
    ///
    /// ```
    /// Cannot save /home/ada/.local/share/tally/tally.json (no space left on device); the copy
    /// on disk is unchanged. Free some space or check the folder, then try again.
    /// ```
    public var message: String {
        // What the file holds, and its path, are quoted: written visibly (see VisibleWords).
        VisibleWords.escaping(words)
    }

    /// ``message`` before its control characters are written visibly.
    private var words: String {
        switch self {
        case .afterRepairs(let error, let repairs):
            return error.message + " Before that: "
                + repairs.map(\.message).joined(separator: " ")
        case .noLocation(let app):
            return "Cannot choose a folder for \(app)'s data: HOME is not set. Name a data "
                + "folder, or set HOME."
        case .folderNotWritable(let path, let reason):
            return "Cannot write to the data folder \(path) (\(reason)). "
                + "\(Self.remedy(for: reason)), or choose another folder."
        case .pathNotUTF8(let path):
            return "Cannot use \(path) as the data folder: its name has bytes that are not UTF-8 "
                + "text (shown as \u{FFFD}), so the folder it names cannot be opened by it, and "
                + "another would be made in its place. Rename the folder to UTF-8 text, or choose "
                + "another folder."
        case .notAFolder(let path):
            return "Cannot use \(path) as the data folder: it, or a folder above it, is a file. "
                + "Choose another folder."
        case .cannotRead(let path, let reason) where Self.isOutOfFiles(reason),
            .cannotWrite(let path, let reason) where Self.isOutOfFiles(reason):
            return "Cannot open \(path) (\(reason)): this process has as many files open as it "
                + "may, and the copy on disk is unchanged. Close some, or raise the limit "
                + "(ulimit -n), then try again."
        case .cannotRead(let path, let reason):
            return "Cannot read \(path) (\(reason)). \(Self.remedy(for: reason)), or "
                + "choose another data folder."
        case .cannotWrite(let path, let reason)
        where Self.isOne(of: [EACCES, EPERM, EROFS], reason):
            return "Cannot save \(path) (\(reason)); the copy on disk is unchanged. "
                + "\(Self.remedy(for: reason, saving: true)), or choose another data folder."
        case .cannotWrite(let path, let reason):
            return "Cannot save \(path) (\(reason)); the copy on disk is unchanged. Free some "
                + "space or check the folder, then try again."
        case .cannotMoveAside(let path, let damage, let reason):
            return "\(path) is \(damage) and could not be moved aside (\(reason)). Move it "
                + "elsewhere yourself (it may hold data worth keeping), then try again."
        case .notAFile(let path, let kind):
            return "\(path) is \(kind), not a data file, so it was left alone. Move it away, "
                + "or choose another data folder."
        case .busy(let folder, let seconds):
            let time = seconds == 1 ? "a second" : "\(seconds) seconds"
            return "Another process kept \(folder) busy for over \(time), so nothing was read "
                + "or saved. Try again in a moment (a copy of the app stopped with Ctrl-Z holds "
                + "it until it is brought back with fg)."
        case .breaksRules(let path, let problem):
            return "Not saved to \(path): \(problem). The copy on disk is unchanged."
        case .tooLarge(let path, let bytes, let limit):
            return "Not saved to \(path): it would be \(ByteCount.words(bytes)), more than the "
                + "\(ByteCount.words(limit)) a data file may be. The copy on disk is unchanged."
        case .folderReplaced(let folder):
            return "The data folder \(folder) was replaced (moved, or restored by another "
                + "program), or its lock file .scenic-data.lock removed, while this was being "
                + "saved, so nothing more was saved. Try again."
        case .folderGone(let folder):
            return "The data folder \(folder) is gone (moved or removed while the app ran), so "
                + "nothing was read or saved. Put it back, or start the app again to make it anew."
        case .damagedUnread(let path, let damage):
            return "Not saved to \(path): the file there is \(damage), and saving over it would "
                + "lose what it holds. The copy on disk is unchanged. Open the data again, which "
                + "moves the file aside and says where, then save."
        case .changesUnfinished(let path, let reason):
            return "Saving stopped at \(path) (\(reason)) after some of the files saved together "
                + "with it were changed; the rest wait in the data folder's .scenic-data.journal "
                + "and are saved as soon as \(path) can be written. "
                + "\(Self.remedy(for: reason, saving: true)), then try again."
        case .changesLost(let path, let damage, let keptAt):
            return "A save that was stopped midway (the app killed, or the machine) left its "
                + "changes to finish in \(path), and they could not all be finished: \(damage). "
                + "The files it saved together may be part old, part new. Its record was moved "
                + "to \(keptAt). Check your data, then make your change again if it is not "
                + "there."
        case .changedMeanwhile(let path):
            return "Not saved to \(path): another program changed it while this change was being "
                + "made, without the data folder's lock (an editor, a script), and saving would "
                + "have undone that change. Nothing was saved. Try again, which starts from what "
                + "the file holds now."
        case .newerFields(let path, let fields) where fields.isEmpty:
            return "Not saved to \(path): it holds what this version of the app cannot read, "
                + "which saving would drop. The copy on disk is unchanged. Use the version of the "
                + "app that wrote it, or fix it or move it away to start again."
        case .newerFields(let path, let fields):
            // Not "the newer version": a field this version stopped writing on purpose and did
            // not retire is an older one's, and its developer read that (a stranger).
            return "Not saved to \(path): it holds fields this version of the app does not know "
                + "(\(DataRepair.named(fields))), which saving would drop. The copy on disk is "
                + "unchanged. Use the version of the app that wrote them, or remove them from the "
                + "file by hand if none did."
        }
    }
}
