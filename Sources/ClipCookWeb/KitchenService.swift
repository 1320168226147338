import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// The one session behind the web view: the collection as the REPL reads
/// it (a `Session` over a `WriteBackStore`), asked one request at a time.
/// Every page is made from it and every change goes through it, so the
/// web view ranks, scales, totals and writes exactly as the REPL does.
actor KitchenService {
    let session: Session
    let root: String
    let pages: PageRenderer
    /// Goes up whenever the collection changes (on disk or through a
    /// write): what `/version` answers and an open page polls.
    var generation = 1
    /// What the pages look up in the collection, following its changes.
    private var cache = CollectionCache()
    /// Files are looked at again at most this often (a burst of requests
    /// shares one look).
    private var lastLook = ContinuousClock.now
    /// The shopping list's version as last read, with the file's stamp then.
    private var knownShopping: (path: String, stamp: FileStamp, version: String)?
    /// The collection page's rows, kept across versions (see `RowCache`).
    private var rows = RowCache()
    /// The pages made for this version of the collection.
    private var pageCache = PageCache()
    /// The last huge recipe's cost sums, made away from the actor (`serve`).
    var costTotals: KnownCostTotals?
    /// What stands for the session's CSRF token in a kept page: random,
    /// so that no text of a file can be taken for it.
    private let standIn = WebGuard.randomToken()
    /// Cook mode's timers of each browser (see `CookTimers`).
    var cookTimers = CookTimers()
    /// The state file of the timers could not be written (said once in the log).
    var timerFileProblemReported = false
    /// The files with errors already printed to the log.
    private var problemLog = ProblemLog()
    static let lookInterval = Duration.milliseconds(100)

    init(root: String, pages: PageRenderer, today: Day?) {
        self.root = root
        self.pages = pages
        // Nobody to ask at a web page: conflicts are refused, never resolved silently.
        session = Session(store: WriteBackStore(root: root), interaction: ScriptInteraction(assumeYes: true), today: today)
        session.face = .web
        problemLog.report(session.kitchen.problems)
        let kept = CookTimerFile.read(root: root)
        cookTimers = kept.timers
        if let problem = kept.problem { ProblemLog.standardError(problem + "\n") }
    }

    /// Reads the collection and makes what the pages look up in it (the
    /// ids, the title order, the tags, the list and search indexes) before
    /// the server takes its first request: made on the first requests
    /// instead, they held up every request that came in meanwhile.
    func warmUp() {
        cache.prepare(for: session.kitchen, ids: true, titleOrder: true, tags: true)
        session.prepareIndexes()
        warmPages()
    }

    /// Makes a page of each kind the first visitors ask for before the
    /// first request: the collection page (kept for them), a recipe page
    /// and a search. What such a page makes only once (the food table and
    /// its look-ups for the computed nutrition, each template's first
    /// render, the search's first run) then no longer holds up the requests
    /// that come in while the first of them is made.
    private func warmPages() {
        let context = PageContext()
        _ = render(.collection(CollectionQuery()), context: context)
        guard let position = cache.titleOrder.first, position < session.kitchen.recipes.count else { return }
        let recipe = session.kitchen.recipes[position].recipe
        _ = render(.recipe(id: recipe.id, RecipeOptions()), context: context)
        guard let word = TextFolding.words(recipe.title).first else { return }
        var query = CollectionQuery()
        query.text = word
        _ = render(.collection(query), context: context)
    }

    /// Reads changed files again (as the REPL does before a command).
    func follow(force: Bool = false) {
        let now = ContinuousClock.now
        guard force || now - lastLook >= Self.lookInterval else { return }
        lastLook = now
        if !session.followChangesOnDisk().isEmpty {
            generation += 1
            cache.follow(session.kitchen)
            problemLog.report(session.kitchen.problems)
        }
    }

    /// Goes up with each change made through the pages (not on disk):
    /// what `serve --sync` syncs a few seconds after (`KitchenSync`).
    var changesMade = 0
    /// The last sync of `serve --sync`, shown on every page.
    private(set) var syncStatus: SyncStatus?
    /// The server listens (`serve --sync` syncs from then on, not before).
    private(set) var isServing = false

    func markServing() {
        isServing = true
    }

    /// Notes a change made through the session: the pages made before are stale.
    func noteChange() {
        generation += 1
        changesMade += 1
    }

    /// Notes a sync that ended: its line is on the pages made from now on
    /// (those kept are let go of, an open page is not reloaded for it), and
    /// what it brought in is read now, as any change on disk.
    func noteSync(_ status: SyncStatus) {
        var status = status
        status.summary = KitchenSync.shown(status.summary, root: root)
        status.conflicts = status.conflicts.map { KitchenSync.shown($0, root: root) }
        syncStatus = status
        pageCache = PageCache()
        follow(force: true)
    }

    func currentGeneration() -> Int {
        follow()
        return generation
    }

    func entry(id: String) -> RecipeEntry? {
        cache.prepare(for: session.kitchen, ids: true)
        guard let position = cache.position(of: id), position < session.kitchen.recipes.count else { return nil }
        let entry = session.kitchen.recipes[position]
        return entry.recipe.id == id ? entry : nil
    }

    /// The fingerprint of the shopping list file as it is on disk now
    /// ("none" when there is no file): what a page passes back with a change.
    ///
    /// The file is read again only when its stamp moved or is too recent to
    /// trust (`FileStamp.isSettled`); else the version read last time stands.
    func shoppingVersion() -> String {
        let path = session.kitchen.shopping.path ?? "shopping.list"
        let absolute = (root as NSString).appendingPathComponent(path)
        let stamp = FileStamp.current(atPath: absolute)
        if let stamp, let known = knownShopping, known.path == absolute, known.stamp == stamp,
            stamp.isSettled(at: FileStamp.wallClockSeconds())
        {
            return known.version
        }
        let version: String
        do {
            guard let fingerprint = try FileFingerprint.current(atPath: absolute) else { return "none" }
            version = String(fingerprint.contentHash, radix: 16) + "-" + String(fingerprint.size)
        } catch {
            return "unreadable"
        }
        knownShopping = stamp.map { (absolute, $0, version) }
        return version
    }

    // MARK: Pages

    /// A page for one browser: the one kept for this version of the
    /// collection when there is one, else made now (and kept when it can be).
    func render(_ page: PageRequest, context: PageContext) -> PageResult {
        follow()
        var context = context
        context.generation = generation
        context.shoppingVersion = shoppingVersion()
        context.sync = syncStatus
        // A page with a message is made for one answer only.
        let keeps = context.message == nil && page.isKept
        if keeps, let kept = pageCache.page(page, generation: generation, shoppingVersion: context.shoppingVersion) {
            return .kept(kept, csrf: context.csrf)
        }
        let csrf = context.csrf
        if keeps { context.csrf = standIn }
        let result = make(page, context: context)
        guard keeps, case .html(let text) = result else { return result }
        let kept = CachedPage(text, standIn: standIn)
        pageCache.keep(kept, for: page, generation: context.generation, shoppingVersion: context.shoppingVersion)
        return .kept(kept, csrf: csrf)
    }

    /// The pages kept (for tests and the load figures).
    var keptPages: Int { pageCache.count }

    private func make(_ page: PageRequest, context: PageContext) -> PageResult {
        var context = context
        switch page {
        case .collection: cache.prepare(for: session.kitchen, titleOrder: true, tags: true)
        case .week: cache.prepare(for: session.kitchen, ids: true)
        default: cache.follow(session.kitchen)
        }
        context.cache = cache
        switch page {
        case .collection(let query):
            return pages.collection(query, session: session, context: context, rows: &rows)
        case .recipe(let id, let options):
            guard let entry = entry(id: id) else {
                return pages.brokenRecipe(id, session: session, context: context) ?? .notFound("no recipe with the id '\(id)'")
            }
            context.fileVersion = fileVersion(entry.path)
            context.costTotals = knownCostTotals(of: id)
            return pages.recipe(entry, options, session: session, context: context)
        case .cook(let id, let options, let step):
            guard let entry = entry(id: id) else { return .notFound("no recipe with the id '\(id)'") }
            let timers = cookTimers.timers(session: context.cookSession, recipe: id, now: CookTimers.now())
            return pages.cook(entry, options, step: step, timers: timers, session: session, context: context)
        case .week(let day):
            return pages.week(day ?? session.today, session: session, context: context)
        case .shopping:
            return pages.shopping(session: session, context: context)
        case .problems(let path):
            return pages.problems(path, session: session, context: context) ?? .notFound("no file with errors at '\(path ?? "")'")
        case .message(let title, let text):
            return pages.render("message", context.layout(title: title, page: "message").merging(["text": VisibleText.shown(text)]) { $1 })
        }
    }

    // MARK: Changes

    /// Runs a change of the shopping list if the list on disk is still the
    /// one the page was made from (`version`); refused otherwise.
    func changeShopping(_ change: ShoppingChangeRequest, version: String) -> ChangeResult {
        follow(force: true)
        let current = shoppingVersion()
        guard version == current else {
            return .failed(
                "shopping.list changed on disk since this page was loaded; nothing was written. Reload the page to see the new version, then try again.",
                kind: .conflict, version: current)
        }
        let outcome: Result<CommandOutcome, CommandError>
        switch change {
        case .check(let id, let checked): outcome = session.setShoppingItem(id: id, checked: checked)
        case .add(let text): outcome = session.addShoppingText(text)
        case .clearChecked: outcome = session.clearCheckedShopping()
        case .addRecipe(let id, let servings):
            guard entry(id: id) != nil else { return .failed("no recipe with the id '\(id)'", kind: .notFound, version: current) }
            outcome = session.addRecipeToShopping(id: id, servings: servings)
        }
        noteChange()
        let after = shoppingVersion()
        switch outcome {
        case .success(let result):
            return .done(result.text, version: after)
        case .failure(let error):
            return .failed(relative(error.oneLine), kind: error.kind, version: after)
        }
    }

    /// `text` with the collection's folder taken off the paths in it: a page
    /// names files as the collection knows them, never where the server keeps them.
    func relative(_ text: String) -> String {
        PagePaths.relative(text, root: root)
    }
}

/// A page the server can make.
enum PageRequest: Sendable, Hashable {
    case collection(CollectionQuery)
    case recipe(id: String, RecipeOptions)
    case cook(id: String, RecipeOptions, step: Int)
    case week(Day?)
    case shopping
    /// The files with errors and their diagnostics (all, or one file's).
    case problems(path: String?)
    /// A page with only a message (what was not found).
    case message(title: String, text: String)

    /// Whether the page is kept for the next one to ask for it (a message
    /// answers one request, and its text comes from the address).
    /// A cook page shows one browser's timers: made for each request.
    var isKept: Bool {
        switch self {
        case .message, .cook: false
        default: true
        }
    }
}

struct CollectionQuery: Sendable, Hashable {
    var text = ""
    var category: RecipeCategory?
    var tag: String?
    var favouritesOnly = false
}

struct RecipeOptions: Sendable, Hashable {
    var servings: Int?
    var units: MeasurementSystem?
}

/// A change of the shopping list asked for by a page.
enum ShoppingChangeRequest: Sendable {
    case check(id: String, checked: Bool)
    case add(String)
    case clearChecked
    case addRecipe(id: String, servings: Int?)
}

/// What a change of the shopping list came to; a refusal says its kind,
/// from which the answer's status follows (`ErrorKind.status`).
enum ChangeResult: Sendable {
    case done(String, version: String)
    case failed(String, kind: ErrorKind, version: String)
}

enum PageResult: Sendable {
    case html(String)
    /// A kept page, for the browser whose CSRF token is `csrf`.
    case kept(CachedPage, csrf: String)
    case notFound(String)
}
