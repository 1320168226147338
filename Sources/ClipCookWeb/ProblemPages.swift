import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Files that do not read cleanly are shown, not hidden (issue 34, item 3):
/// the collection, the week and a missing recipe's page mark them, and
/// their page shows the diagnostics as the REPL prints them (file, line,
/// column, message and the line with a caret), escaped.
extension PageRenderer {
    /// The files with errors, by path, as links to their page.
    static func problemMarks(_ problems: [FileProblem], root: String?, links: Links) -> [[String: Any]] {
        Self.shown(problems, root: root).prefix(200).map { problem in
            [
                "path": VisibleText.shown(problem.path), "url": links.problems(problem.path),
                "errors": problem.errorCount == 1 ? "1 error" : "\(problem.errorCount) errors",
            ] as [String: Any]
        }
    }

    /// The files with errors and their diagnostics: every one, or the one
    /// at `path` (nil when no file with errors has that path).
    func problems(_ path: String?, session: Session, context: PageContext) -> PageResult? {
        var shown = Self.shown(session.kitchen.problems, root: session.kitchen.root)
        if let path {
            shown = shown.filter { $0.path == path }
            if shown.isEmpty { return nil }
        }
        let title = path.map { "Errors in \($0)" } ?? "Files with errors"
        var values = context.layout(title: title, page: "problems")
        values["title"] = VisibleText.shown(title)
        values["files"] = shown.prefix(200).map { problem in
            [
                "path": VisibleText.shown(problem.path),
                "errors": problem.errorCount == 1 ? "1 error" : "\(problem.errorCount) errors",
                "text": VisibleText.shown(Self.clipped(problem.rendered)),
            ] as [String: Any]
        }
        values["none"] = shown.isEmpty
        return render("problems", values)
    }

    /// The page of a recipe id no recipe has: the diagnostics of the recipe
    /// file of that name when it has errors (a typo hides the recipe, not
    /// the reason), else nil.
    func brokenRecipe(_ id: String, session: Session, context: PageContext) -> PageResult? {
        let problem = Self.shown(session.kitchen.problems, root: session.kitchen.root).first { problem in
            guard problem.errorCount > 0, problem.path.hasSuffix(".recipe") else { return false }
            let name = (problem.path as NSString).lastPathComponent
            return String(name.dropLast(".recipe".count)) == id
        }
        guard let problem else { return nil }
        return problems(problem.path, session: session, context: context)
    }

    /// The problems with errors, by path, their paths (and the paths in
    /// their text) relative to the collection: a page never says where the
    /// server keeps the files.
    static func shown(_ problems: [FileProblem], root: String?) -> [FileProblem] {
        problems.filter { $0.errorCount > 0 }.map { problem in
            var problem = problem
            problem.path = PagePaths.relative(problem.path, root: root)
            problem.rendered = PagePaths.relative(problem.rendered, root: root)
            return problem
        }.sorted { $0.path < $1.path }
    }

    /// At most this much of one file's diagnostics on a page.
    static let maxProblemText = 20_000

    static func clipped(_ text: String) -> String {
        guard text.utf8.count > maxProblemText else { return text }
        return String(decoding: Array(text.utf8.prefix(maxProblemText)), as: UTF8.self) + "\n… (more in 'clipcook lint')"
    }
}

/// Paths as the collection knows them.
enum PagePaths {
    /// `text` with the collection's folder taken off the paths in it.
    static func relative(_ text: String, root: String?) -> String {
        guard let root else { return text }
        var text = text
        let folders = Set([root, CollectionLoader.absolutePath(of: root)]).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for folder in folders.sorted(by: { $0.count > $1.count }) where folder.count > 1 {
            text = text.replacingOccurrences(of: folder, with: "")
        }
        return text
    }
}

extension Links {
    /// The page of the files with errors, or of the one at `path`.
    func problems(_ path: String? = nil) -> String {
        "/problems" + (path.map { "?file=" + Self.queryValue($0) } ?? "")
    }
}

/// Prints each file's diagnostics to the server's log (standard error)
/// once: when the file is first seen with them, and again only after they
/// changed, never on every request.
struct ProblemLog: Sendable {
    private var printed: Set<FileProblem> = []
    let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void = ProblemLog.standardError) {
        self.write = write
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    mutating func report(_ problems: [FileProblem]) {
        let current = Set(problems.filter { $0.errorCount > 0 })
        for problem in current.subtracting(printed).sorted(by: { $0.path < $1.path }) {
            let text = problem.rendered.hasSuffix("\n") ? problem.rendered : problem.rendered + "\n"
            write(TerminalText.escaped(text, keepingNewlines: true))
        }
        printed = current
    }
}
