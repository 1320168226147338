import Foundation
import ClipCookCore
import ClipCookStore

/// The git set-up that sends ClipCook files to `clipcook merge`: the
/// `.gitattributes` lines and `merge.clipcook.driver` in the repository's
/// config. `clipcook init --git` and `sync` both use it, so a fresh clone
/// needs nothing but `clipcook sync`.
package enum MergeDriverSetup {
    /// The `.gitattributes` lines that send ClipCook files to the merge driver.
    package static let attributes = [
        "*.plan merge=clipcook", "*.list merge=clipcook", "*.recipe merge=clipcook", "settings merge=clipcook",
        "pantry merge=clipcook", "aisles merge=clipcook", "*.foods merge=clipcook", "cooked.log merge=clipcook",
    ]

    /// The merge driver's command line: `executable` by its absolute path
    /// (git runs it through the shell, where `clipcook` may not be on the
    /// PATH), and `%P`, the file's path in the repository, for messages.
    package static func driverCommand(executable: String?) -> String {
        "\(ShellWord.quoted(executable ?? "clipcook")) merge --path %P %O %A %B"
    }

    /// The absolute path of the running executable, links resolved.
    package static var executablePath: String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), resolved.hasPrefix("/") {
            return resolved
        }
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

    /// Adds the attribute lines `folder/.gitattributes` lacks (atomically);
    /// returns the lines added.
    package static func addAttributes(in folder: String) throws(AtomicWriter.WriteError) -> [String] {
        let path = folder + "/.gitattributes"
        let existing = (try? FileBytes.load(atPath: path).bytes).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let have = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = attributes.filter { !have.contains($0) }
        guard !missing.isEmpty else { return [] }
        var text = existing
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        if text.isEmpty || !text.contains("clipcook") { text += "# ClipCook files merge element by element (clipcook merge)\n" }
        text += missing.joined(separator: "\n") + "\n"
        _ = try AtomicWriter.write(Array(text.utf8), to: path, named: true)
        return missing
    }

    /// The driver configured in the repository around `folder`, if any.
    package static func configuredDriver(_ git: GitRunner) -> String? {
        guard let output = try? git.run(["config", "--get", "merge.clipcook.driver"]), output.succeeded else { return nil }
        let value = output.text
        return value.isEmpty ? nil : value
    }

    /// Sets `merge.clipcook.driver` and its name in the repository's config.
    package static func configure(_ git: GitRunner, driver: String) -> Bool {
        guard let set = try? git.run(["config", "merge.clipcook.driver", driver]), set.succeeded,
            let name = try? git.run(["config", "merge.clipcook.name", "ClipCook element-by-element merge"]), name.succeeded
        else { return false }
        return true
    }
}

/// A word as the shell reads it back: as it is when it holds nothing the
/// shell treats specially, else in single quotes.
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "/._-+,:@=".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
