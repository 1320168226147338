import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop

extension Session {
    /// The day each recipe was last cooked, by the collection's cooking log
    /// (`cook done`); empty when there is no log.
    func lastCookedDays() -> [String: Day] {
        (store as? any CookLogStore)?.cookLogBytes().map { CookLog(bytes: $0).lastCooked() } ?? [:]
    }
}
