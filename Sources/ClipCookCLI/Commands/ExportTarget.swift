import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import ClipCookWeb
import Foundation

/// What `export --to` names: a document format, or `site`.
enum ExportTarget: ExpressibleByArgument, Equatable {
    case format(InteropFormat)
    case site

    init?(argument: String) {
        if argument.lowercased() == "site" {
            self = .site
        } else if let format = InteropFormat(argument: argument) {
            self = .format(format)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { InteropFormat.allValueStrings + ["site"] }

    /// As the user writes it (`json`, `site`), for help's "default:".
    var defaultValueDescription: String {
        switch self {
        case .format(let format): format.rawValue
        case .site: "site"
        }
    }
}

/// `export --to site DIR`, after the collection's problems are reported.
enum SiteExportRun {
    static func run(root: String, folder: String, servings: Int?) async throws {
        let kitchen = CollectionLoader.reload(nil, root: root, sourceMaps: false)
        for file in kitchen.files { CommandIO.report(file.diagnostics, in: file.source) }
        CommandIO.report(kitchen.collectionDiagnostics, in: nil)
        guard !kitchen.hasErrors else { throw ExitCode(1) }
        let summary = try await SiteExport.write(collection: root, to: folder, today: CollectionLocation.today(), servings: servings)
        print(
            "wrote \(CountWords.of(summary.recipes, "recipe page")), \(CountWords.of(summary.weeks, "week page")) and index.html to \(TerminalText.escaped(folder))"
        )
    }
}
