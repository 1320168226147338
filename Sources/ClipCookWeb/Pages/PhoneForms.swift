import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import HTTPTypes
import Hummingbird

/// The pages of the day on the phone: Today (`/today`), the plan (`/plan`)
/// and the pantry (`/pantry`). Each change is a plain form post that the
/// server turns into the words of a REPL command (`plan done …`, `pantry
/// add …`) and runs in the one session, so it is written, checked and
/// undone as the REPL writes, checks and undoes it.
enum PhonePage: Sendable, Hashable {
    /// The tracker of `day` (today when nil), with the foods matching `food`.
    case today(Day?, food: String)
    /// The ISO week of `day`, the recipes matching `query` in the add form,
    /// and the dry run of `plan fill` when `fill` is set.
    case plan(Day?, query: String, fill: Bool)
    /// The pantry, with what it cooks when `cookable` is set.
    case pantry(cookable: Bool)

    /// Where the browser goes after a change made from the page.
    var address: String {
        switch self {
        case .today(let day, _): return "/today" + (day.map { "?day=\($0)" } ?? "")
        case .plan(let day, _, _): return "/plan" + (day.map { "?day=\($0)#day-\($0)" } ?? "")
        case .pantry: return "/pantry"
        }
    }
}

/// The one file a page's changes write, whose version the page carries.
enum PhoneFile: Sendable, Hashable {
    /// The plan file that holds the week.
    case planWeek(ISOWeek)
    case pantry
}

/// A change asked for by a form: the command's words, the file it writes
/// (whose version the form must name), and the page to show after it.
struct PhoneChange: Sendable {
    var words: [String]
    var file: PhoneFile
    var back: PhonePage
}

extension Routes {
    static let maxFieldLength = 200

    /// A page of the day for one browser.
    func phonePage(_ page: PhonePage, _ context: KitchenContext, message: String? = nil, status: HTTPResponse.Status = .ok) async -> Response {
        var pageContext = PageContext()
        pageContext.csrf = context.session
        pageContext.message = message
        switch await service.renderPhone(page, context: pageContext) {
        case .html(let text): return Responses.html(text, status: status)
        case .kept(let page, let csrf): return Responses.html(page.buffer(csrf: csrf), status: status)
        case .notFound(let text): return await notFound(text, context)
        }
    }

    /// A day from a field or the address: nil when absent, a 400 reason when it is no date.
    static func day(_ text: String?) -> Result<Day?, PhoneRefusal> {
        guard let text, !text.isEmpty else { return .success(nil) }
        guard text.utf8.count <= 10, let day = Day(text) else {
            return .failure(PhoneRefusal("'\(text.prefix(40))' is not a date (yyyy-MM-dd)"))
        }
        return .success(day)
    }

    /// A slot from a field, as the plan commands spell it.
    static func slot(_ text: String?) -> Result<MealType, PhoneRefusal> {
        guard let text, let meal = MealType.allCases.first(where: { SlotName.spelling($0) == text.lowercased() }) else {
            return .failure(PhoneRefusal("which meal? one of \(SlotName.accepted)"))
        }
        return .success(meal)
    }

    /// A required text field: trimmed, 1 to `maxFieldLength` characters, no control characters.
    static func text(_ fields: [String: String], _ name: String, what: String) -> Result<String, PhoneRefusal> {
        let text = (fields[name] ?? "").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.count <= maxFieldLength else {
            return .failure(PhoneRefusal("\(what) is 1 to \(maxFieldLength) characters"))
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return .failure(PhoneRefusal("\(what) cannot hold control characters or line breaks"))
        }
        return .success(text)
    }

    /// The item number of a planned meal (`plan done DATE SLOT N`).
    static func number(_ text: String?) -> Result<String, PhoneRefusal> {
        guard let text, let number = Int(text), (1...999).contains(number) else {
            return .failure(PhoneRefusal("which item? a number from 1 to 999"))
        }
        return .success(String(number))
    }

    /// The words of a text, split at blanks (as the REPL splits a line).
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// A form post of a page of the day: refused without the session's CSRF
    /// token, over the size limit or from another origin (as the shopping
    /// list's forms are); refused with 400 and nothing written when a field
    /// is wrong; run when the file it writes is still the version the page
    /// was made from, else refused with 409.
    func phoneChange(
        _ request: Request, _ context: KitchenContext, _ read: @Sendable ([String: String]) -> Result<PhoneChange, PhoneRefusal>
    ) async -> Response {
        // The one guard of every form (`readForm`): size, origin, the session's token.
        // A change queued offline (offline.js) asks for JSON: the file's new version, or why not.
        let form: PostedForm
        switch await readForm(request, context) {
        case .form(let read): form = read
        case .refused(let response): return response
        }
        let change: PhoneChange
        switch read(form.fields) {
        case .success(let found): change = found
        case .failure(let refusal): return refuse(.badRequest, refusal.message, wantsJSON: form.wantsJSON)
        }
        switch await service.runPhone(change, version: form.fields["version"] ?? "") {
        case .done(let message, let version):
            return form.wantsJSON ? json(.ok, ok: true, message: message, version: version) : Responses.redirect(change.back.address)
        case .failed(let message, let kind, let version):
            if form.wantsJSON { return json(kind.status, ok: false, message: message, version: version) }
            return await phonePage(change.back, context, message: message, status: kind.status)
        }
    }
}

/// Why a form's fields are refused (400).
struct PhoneRefusal: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

extension KitchenService {
    /// The version of the file `file` stands for, as a page carries it:
    /// "none" when there is no such file yet.
    func version(of file: PhoneFile) -> String {
        let path: String
        switch file {
        case .planWeek(let week):
            guard let files = session.store as? any FileEditingStore else { return "none" }
            path = files.planFilePath(for: week)
        case .pantry:
            path = session.kitchen.shopping.pantryPath ?? PantryEdit.fileName
        }
        let absolute = (root as NSString).appendingPathComponent(path)
        do {
            guard let fingerprint = try FileFingerprint.current(atPath: absolute) else { return "none" }
            return String(fingerprint.contentHash, radix: 16) + "-" + String(fingerprint.size)
        } catch {
            return "unreadable"
        }
    }

    /// Runs a page's change if its file is still the version the page was
    /// made from; refused (409) otherwise, and nothing is written.
    func runPhone(_ change: PhoneChange, version: String) -> ChangeResult {
        follow(force: true)
        let current = self.version(of: change.file)
        guard version == current else {
            return .failed(
                "the file changed on disk since this page was loaded; nothing was written. Reload the page to see the new version, then try again.",
                kind: .conflict, version: current)
        }
        let outcome = session.execute(words: change.words)
        noteChange()
        let after = self.version(of: change.file)
        if let error = outcome.error {
            return .failed(relative(error.oneLine), kind: error.kind, version: after)
        }
        return .done(relative(outcome.text), version: after)
    }

    /// A page of the day, made now (these pages are small and change with the day).
    func renderPhone(_ page: PhonePage, context: PageContext) -> PageResult {
        follow()
        var context = context
        context.generation = generation
        context.shoppingVersion = shoppingVersion()
        context.sync = syncStatus
        switch page {
        case .today(let day, let food):
            guard let day = day ?? session.today else { return .notFound("today's date is unknown") }
            return pages.today(day, food: food, session: session, context: context, version: version(of: .planWeek(day.isoWeek)))
        case .plan(let day, let query, let fill):
            guard let day = day ?? session.today else { return .notFound("today's date is unknown") }
            return pages.plan(day, query: query, fill: fill, session: session, context: context, version: version(of: .planWeek(day.isoWeek)))
        case .pantry(let cookable):
            return pages.pantry(cookable: cookable, session: session, context: context, version: version(of: .pantry))
        }
    }
}

/// A command's JSON result as values a template reads: strings made
/// visible (`VisibleText`), whole doubles as whole numbers, nulls left out.
enum TemplateJSON {
    static func value(_ json: JSONValue) -> Any? {
        switch json {
        case .null: return nil
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return number(value)
        case .string(let value): return VisibleText.shown(value)
        case .array(let values): return values.compactMap(value)
        case .object(let object): return object.compactMapValues(value)
        }
    }

    static func objects(_ json: JSONValue?) -> [[String: Any]] {
        guard case .array(let values)? = json else { return [] }
        return values.compactMap { value($0) as? [String: Any] }
    }

    /// 2 for 2.0, "1.5" for 1.5.
    static func number(_ value: Double) -> Any {
        guard value.isFinite else { return "?" }
        if let whole = Int(exactly: value) { return whole }
        return String(format: "%g", value)
    }
}

extension Routes {
    /// The routes of Today, the plan and the pantry.
    func registerPhonePages(on router: Router<KitchenContext>) {
        router.get("/today") { request, context in await today(request, context) }
        router.post("/today/eat") { request, context in await todayMark(request, context, eaten: true) }
        router.post("/today/uneat") { request, context in await todayMark(request, context, eaten: false) }
        router.post("/today/add") { request, context in await todayAdd(request, context) }
        router.post("/today/plan") { request, context in await todayPlan(request, context) }
        router.get("/plan") { request, context in await plan(request, context) }
        router.post("/plan/add") { request, context in await planAdd(request, context) }
        router.post("/plan/servings") { request, context in await planServings(request, context) }
        router.post("/plan/move") { request, context in await planMove(request, context) }
        router.post("/plan/remove") { request, context in await planRemove(request, context) }
        router.post("/plan/fill") { request, context in await planFill(request, context) }
        router.get("/pantry") { request, context in await pantry(request, context) }
        router.post("/pantry/add") { request, context in await pantryAdd(request, context) }
        router.post("/pantry/use") { request, context in await pantryUse(request, context) }
        router.post("/pantry/remove") { request, context in await pantryRemove(request, context) }
    }
}
