import Foundation
import Scenic
import ScenicSnapshotStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scenic new app NAME [--in DIR] [--scenic PATH|URL@VERSION]` and `scenic new scene NAME`:
/// start an app, or add a scene to one, with files that build, are tested and are reviewed
/// from the first run.
struct NewCommand {
    /// The option that names the folder to make the app in.
    static let inOption = "--in"
    /// The option that says where the app's package finds Scenic.
    static let scenicOption = "--scenic"

    /// The folder the command runs in.
    var currentFolder: URL
    /// The package root, for `new scene`; found from the current folder.
    var packageRoot: () throws(CommandError) -> URL

    /// Runs `new app` or `new scene`; returns 0, or 1 when a marker was missing.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        guard let kind = arguments.first else { throw .newNeedsWhat }
        let rest = Array(arguments.dropFirst())
        switch kind {
        case "app": return try newApp(rest)
        case "scene": return try newScene(rest)
        default: throw .newNeedsWhat
        }
    }

    private func newApp(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed = try ArgumentList(
            arguments, valueOptions: [Self.inOption, Self.scenicOption], of: .new)
        if parsed.words.count > 1 {
            throw .unexpectedArgument(parsed.words[1], subcommand: .new)
        }
        let name = parsed.words.first
        let folder = parsed.values[Self.inOption]
        let scenic = parsed.values[Self.scenicOption]
        guard let name else { throw .newNeedsName("app") }
        try Self.checkTypeName(name, for: "app")
        if let conflict = AppTemplate.conflict(forApp: name) {
            // The first of these that is free: Notes for ScenicNotes, FoundationApp, MySelf.
            let unprefixed = name.hasPrefix("Scenic") ? [String(name.dropFirst(6))] : []
            let suggestion = (unprefixed + [name + "App", "My" + name]).first {
                Self.isTypeName($0) && AppTemplate.conflict(forApp: $0) == nil
            }
            throw .reservedName(name, kind: "app", conflict: conflict, suggestion: suggestion)
        }
        let target = URL(fileURLWithPath: folder ?? name, relativeTo: currentFolder)
            .standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .newFolderIsAFile(target.path) }
            // A folder that cannot be listed is not known to be empty: its files would be
            // written over.
            let contents: [String]
            do {
                contents = try FileManager.default.contentsOfDirectory(atPath: target.path)
            } catch {
                throw .newFolderUnlistable(
                    target.path, reason: Self.reason(error, listing: target.path))
            }
            guard contents.isEmpty else { throw .newFolderNotEmpty(target.path) }
        }
        let dependency = try dependency(scenic, for: target)
        // SwiftPM names the app's package after its folder too: two of one name are one.
        let identity = AppTemplate.Dependency.packageIdentity(ofFolder: target.lastPathComponent)
        guard identity != dependency.identity else {
            throw .appFolderNamedLikeScenic(target.path, identity: dependency.identity)
        }
        let template = AppTemplate(app: name, dependency: dependency)
        // Everything is checked before the first file is written, the manifest's strings too.
        let files = try template.files
        for file in files {
            try write(file.text, to: target.appendingPathComponent(file.path), creating: true)
        }
        try? FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: target.appendingPathComponent(".ci/run").path)
        Self.format(files.map { target.appendingPathComponent($0.path) })
        // A folder's name is shown, its control characters never sent to the terminal.
        let shownFolder = VisibleName.escaping(target.path)
        Terminal.print("Created \(name) in \(shownFolder) (\(files.count) files).")
        Terminal.print(
            "Next: cd \(ShellWord.quoted(shownFolder)) && swift test (it writes the first snapshots "
                + "as pending), then swift run scenic review, then swift test again.")
        return 0
    }

    private func newScene(_ arguments: [String]) throws(CommandError) -> Int32 {
        let words = try ArgumentList(arguments, of: .new).words
        guard words.count == 1 else {
            if words.isEmpty { throw .newNeedsName("scene") }
            throw .unexpectedArgument(words[1], subcommand: .new)
        }
        let name = words[0]
        try Self.checkTypeName(name, for: "scene")
        let root = try packageRoot()
        let app = try Self.appName(in: root)
        if let conflict = SceneTemplate.conflict(forScene: name, app: app) {
            // The first of these that is free: ImportScreen, MyImport.
            let suggestion = [name + "Screen", "My" + name].first {
                Self.isTypeName($0) && SceneTemplate.conflict(forScene: $0, app: app) == nil
                    && !FileManager.default.fileExists(
                        atPath: root.appendingPathComponent("Sources/\(app)/Scenes/\($0)").path)
            }
            throw .reservedName(name, kind: "scene", conflict: conflict, suggestion: suggestion)
        }
        let template = SceneTemplate(scene: name, app: app)
        for file in template.files
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            throw .sceneExists(name, file.path)
        }
        // Read every file to change and find every marker before writing anything, as the
        // snapshot tools read, since a checkout may hold anything: never through a link, never
        // from a FIFO or a device, and bounded. A file that cannot be read so is left alone,
        // and why is said with the lines to add by hand.
        let sources = FileTree(root: root.path)
        var changed: [String: String] = [:]
        var missing: [CommandError] = []
        for insertion in template.insertions {
            let text: String
            if let earlier = changed[insertion.path] {
                text = earlier
            } else {
                do throws(SnapshotError) {
                    guard let bytes = try sources.read(insertion.path),
                        let found = String(validating: bytes, as: UTF8.self)
                    else {
                        missing.append(.markerMissing(insertion.path, lines: insertion.lines))
                        continue
                    }
                    text = found
                } catch {
                    missing.append(.unreadableForInsertion(error, lines: insertion.lines))
                    continue
                }
            }
            if let taken = template.taken(in: text) {
                throw .sceneRouteTaken(name, taken: taken, path: insertion.path)
            }
            guard let updated = Self.insert(insertion.lines, before: insertion.marker, in: text)
            else {
                missing.append(.markerMissing(insertion.path, lines: insertion.lines))
                continue
            }
            changed[insertion.path] = updated
        }
        for file in template.files {
            try write(file.text, to: root.appendingPathComponent(file.path), creating: true)
            Terminal.print("Created \(file.path)")
        }
        Self.format(template.files.map { root.appendingPathComponent($0.path) })
        for (path, text) in changed.sorted(by: { $0.key < $1.key }) {
            try write(text, to: root.appendingPathComponent(path), creating: false)
            Terminal.print("Changed \(path)")
        }
        guard missing.isEmpty else {
            for problem in missing { Terminal.printError("warning: " + problem.message) }
            return 1
        }
        Terminal.print(
            "Next: swift test (the new previews are written as pending), then swift run scenic review."
        )
        // Nothing leads to the new screen yet (found by a newcomer, who looked for it).
        Terminal.print(
            "The app opens it with --route \(template.routeWord); to reach it from another screen, "
                + "return .push(.\(template.routeCase)) from that screen's Logic.")
        return 0
    }

    /// Lays out the new Swift files with the toolchain's `swift format` and the package's
    /// `.swift-format`, so long names still make lines that fit; without it they stay as
    /// written, which compiles all the same.
    private static func format(_ files: [URL]) {
        let swiftFiles = files.filter { $0.pathExtension == "swift" }.map(\.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "format", "--in-place"] + swiftFiles
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }

    /// `text` with `lines` inserted above the line holding `marker`, indented as it is; `nil`
    /// when no line holds it.
    static func insert(_ lines: [String], before marker: String, in text: String) -> String? {
        var all = text.components(separatedBy: "\n")
        guard let index = all.firstIndex(where: { $0.contains(marker) }) else { return nil }
        let indent = String(all[index].prefix { $0 == " " })
        // A list element goes after another: the one above needs its comma (a formatter
        // drops it from a list of one).
        if lines.last?.hasSuffix(",") == true,
            let above = all[..<index].lastIndex(where: {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return !line.isEmpty && !line.hasPrefix("//")
            }),
            !all[above].hasSuffix(","), !all[above].hasSuffix("[")
        {
            all[above] += ","
        }
        all.insert(contentsOf: lines.map { indent + $0 }, at: index)
        return all.joined(separator: "\n")
    }

    /// The app's name: the one library with `App/<Name>Scenes.swift` under `Sources/`.
    private static func appName(in root: URL) throws(CommandError) -> String {
        let sources = root.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let apps = folders.filter { folder in
            FileManager.default.fileExists(
                atPath: sources.appendingPathComponent("\(folder)/App/\(folder)Scenes.swift").path)
        }
        guard apps.count == 1, let app = apps.first else { throw .notAnApp(root.path, found: apps) }
        return app
    }

    /// The dependency `--scenic` names, or the checkout this `scenic` was built from, as the
    /// new package in `folder` reaches it.
    private func dependency(
        _ option: String?, for folder: URL
    ) throws(CommandError) -> AppTemplate.Dependency {
        guard let option else {
            // This file's path at build time: .../Sources/ScenicCommand/NewCommand.swift.
            let checkout = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            // A package that depends on Scenic by URL built this from SwiftPM's own copy,
            // which `swift package reset` or `update` removes or moves: the app needs the URL.
            if checkout.pathComponents.contains(".build") {
                throw .scenicInBuildFolder(checkout.path)
            }
            return try Self.checkout(checkout, from: folder)
        }
        if option.contains("://") || option.hasPrefix("git@") {
            return try .repository(option)
        }
        let path = URL(fileURLWithPath: option, relativeTo: currentFolder).standardizedFileURL
        guard
            FileManager.default.fileExists(
                atPath: path.appendingPathComponent("Package.swift").path)
        else { throw .badScenicOption(option) }
        // A path given whole is meant whole: the app then builds wherever it moves.
        guard !option.hasPrefix("/") else {
            let dependency = AppTemplate.Dependency.path(
                path.path, folder: path.lastPathComponent)
            try dependency.checkIdentity(of: path.path)
            return dependency
        }
        return try Self.checkout(path, from: folder)
    }

    /// The checkout at `checkout`, by its path from `folder`: relative, so that a folder
    /// holding both can move and the app still builds.
    ///
    /// The folder's name is kept as written, a symbolic link's own name included: SwiftPM
    /// names the package after it.
    private static func checkout(
        _ checkout: URL, from folder: URL
    ) throws(CommandError) -> AppTemplate.Dependency {
        let path = relativePath(
            from: resolvedComponents(of: folder, keepingLast: false),
            to: resolvedComponents(of: checkout, keepingLast: true))
        let dependency = AppTemplate.Dependency.path(
            path, folder: checkout.standardizedFileURL.lastPathComponent)
        try dependency.checkIdentity(of: checkout.standardizedFileURL.path)
        return dependency
    }

    /// The components of `url`'s absolute path with its symbolic links resolved as far as it
    /// exists, but its last component when `keepingLast` is set.
    ///
    /// SwiftPM reads a relative dependency path from the package's folder as the system
    /// reports it, with its links resolved (`/private/var/…` on macOS, not `/var/…`); both
    /// ends must be seen the same way for the path between them to lead where it should. A
    /// checkout keeps its last component, so `A/scenic`, a link to a checkout, stays
    /// `A/scenic` and moves with `A`. Folders that do not exist yet (a new app's) are kept as
    /// written.
    private static func resolvedComponents(of url: URL, keepingLast: Bool) -> [String] {
        let components = url.standardizedFileURL.pathComponents
        guard components.count > 1 else { return components }
        var existing = keepingLast ? components.count - 1 : components.count
        while existing > 1, !FileManager.default.fileExists(atPath: path(components[..<existing])) {
            existing -= 1
        }
        guard let resolved = realpath(path(components[..<existing]), nil) else {
            return components
        }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).pathComponents
            + components[existing...]
    }

    /// The absolute path of `components`, the first of which is `/`.
    private static func path(_ components: ArraySlice<String>) -> String {
        "/" + components.dropFirst().joined(separator: "/")
    }

    /// The relative path from the folder at `start` to `end`, both absolute path
    /// components: `../scenic` from `/work/Notes` to `/work/scenic`.
    private static func relativePath(from start: [String], to end: [String]) -> String {
        var common = 0
        while common < start.count, common < end.count, start[common] == end[common] {
            common += 1
        }
        let steps = Array(repeating: "..", count: start.count - common) + end[common...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// Refuses a name that cannot be a Swift type name, or one over 20 characters (the lines
    /// wired into the app's files must stay within 100 columns).
    private static func checkTypeName(_ name: String, for kind: String) throws(CommandError) {
        guard isTypeName(name) else { throw .badTypeName(name, kind: kind) }
    }

    /// Whether `name` is up to 20 ASCII letters and digits, starting with a capital.
    private static func isTypeName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return false }
        return ("A"..."Z").contains(first) && scalars.count <= 20
            && scalars.allSatisfy {
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            }
    }

    /// Writes `text` at `url`, creating its folder: a new file only if none is there
    /// (`creating`; another process may have made one since the folder was checked), else in
    /// one atomic step over the file it changes.
    private func write(_ text: String, to url: URL, creating: Bool) throws(CommandError) {
        // Folder by folder, so that what stops it is said in the system's words ("Not a
        // directory" for a file on the way, "Permission denied").
        var folder = ""
        for component in url.deletingLastPathComponent().standardizedFileURL.pathComponents {
            folder += folder.isEmpty || folder.hasSuffix("/") ? component : "/" + component
            guard mkdir(folder, 0o755) != 0 else { continue }
            let code = errno
            var status = stat()
            guard code == EEXIST, stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR
            else {
                let reason = String(cString: strerror(code == EEXIST ? ENOTDIR : code))
                throw .snapshot(.unwritable(url.path, reason))
            }
        }
        guard creating else {
            do {
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw .snapshot(.unwritable(url.path, Self.reason(error, creating: url.path)))
            }
            return
        }
        // Made with O_EXCL: a file there already, of anyone's, is never written over.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { throw .newFileExists(url.path) }
            throw .snapshot(.unwritable(url.path, String(cString: strerror(code))))
        }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try file.write(contentsOf: Data(text.utf8))
        } catch {
            throw .snapshot(.unwritable(url.path, Self.reason(error, creating: url.path)))
        }
    }

    /// Why `error` kept the folder at `path` from being listed, in the system's words
    /// (`Permission denied`), asked again of the system.
    private static func reason(_ error: any Error, listing path: String) -> String {
        guard let folder = opendir(path) else { return String(cString: strerror(errno)) }
        closedir(folder)
        return reason(error, creating: path)
    }

    /// Why `error` kept `path` from being written: the system's words (`Permission denied`),
    /// not Foundation's sentence with its own full stop.
    private static func reason(_ error: any Error, creating path: String) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        var text = error.localizedDescription
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
