import ClipCookCore
import ClipCookLanguage

/// Two foods of the collection with one name (case and accents ignored):
/// only the first (in path order, then line order) is used.
public struct DuplicateFood: LintRule {
    public let description = RuleDescription(
        id: "duplicate-food", name: "Duplicate food", defaultSeverity: .warning,
        rationale: "of two foods with one name only the first is used, so the other's values are silently ignored")

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .foods(let list)? = file.document else { return [] }
        // Names defined before this file, by the foods files that sort before
        // it: the file and the food's index, placed only when reported (a
        // position asked for every food reads a file again for nothing).
        var earlier: [String: (file: LintFile, index: Int)] = [:]
        for other in context.files where other.path < file.path {
            guard case .foods(let theirs)? = other.document else { continue }
            for (index, food) in theirs.foods.enumerated() where earlier[TextFolding.fold(food.name)] == nil {
                earlier[TextFolding.fold(food.name)] = (other, index)
            }
        }
        var findings: [LintFinding] = []
        for (index, food) in list.foods.enumerated() {
            let key = TextFolding.fold(food.name)
            if let first = earlier[key] {
                findings.append(
                    LintFinding(
                        "food '\(food.name)' is also defined at \(place(first.file, first.index)); only that one is used",
                        at: file.range(atFirstOf: "foods[\(index)].name", "foods[\(index)]"),
                        notes: ["remove one, or rename it"]))
            } else {
                earlier[key] = (file, index)
            }
        }
        return findings
    }

    private func place(_ file: LintFile, _ index: Int) -> String {
        file.range(at: "foods[\(index)]").map { "\(file.path):\($0.start.line)" } ?? file.path
    }
}
