import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// Colour and Unicode only where a terminal shows them: never with NO_COLOR
/// or TERM=dumb, never when the settings say `color never`.
enum TerminalStyle {
    static func detect(settings: Settings) -> TextStyle {
        let environment = ProcessInfo.processInfo.environment
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        var color = !noColor
        switch settings.color {
        case .never?: color = false
        case .always?: color = !noColor
        default: break
        }
        let locale =
            environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        let lower = locale.lowercased()
        let unicode = lower.contains("utf-8") || lower.contains("utf8")
        return TextStyle(color: color, unicode: unicode)
    }
}
