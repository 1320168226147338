import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

extension SyntaxTests {
    /// The source map keeps byte offsets under typed paths and works out
    /// line:column only when asked; these are worked examples of both.
    @Suite struct SourceMapTests {
        /// "start-end" of the value at `path`, as line:column pairs.
        static func at(_ result: ParseResult, _ path: String) -> String? {
            result.sourceMap[path].map { "\($0.start)-\($0.end)" }
        }

        @Test(arguments: [
            "title", "servings", "ingredients[2]", "ingredients[2].amount", "steps[0].timers[1].seconds",
            "nutrition.calories", "mealSlots[4].quickAdd.fats", "aisles[0].names[3]", "pendingImports[12].status",
            "nutritionGoals", "steps[123456789].text",
        ])
        func typedPathsReadBackTheirTextForm(_ text: String) throws {
            let path = try #require(SourcePath(text))
            #expect(path.description == text)
            // The typed parent chain is the text one.
            var typed: SourcePath? = path
            var string: String? = text
            while let t = typed, let s = string {
                #expect(t.description == s)
                typed = t.parent
                string = SourcePath.parent(of: s)
            }
            #expect(typed == nil && string == nil)
        }

        @Test(arguments: [
            "", "lint.some-rule", "mealTimes.Breakfast", "unknownField", "steps[0].timers[1].seconds[2]",
            "steps[x]", "steps[]", "steps[0", "steps.", ".steps", "steps[0]]", "a.b.c.d", "title.name.text.id",
            "steps[1234567890]",
        ])
        func textThatIsNoTypedPathIsRefused(_ text: String) {
            #expect(SourcePath(text) == nil)
        }

        @Test func pathsAreBuiltWithoutText() {
            let timer = SourcePath(.steps, 2).appending(.timers, 1) + .label
            #expect(timer.description == "steps[2].timers[1].label")
            #expect(timer.index == 2 && timer.secondFieldIndex == 1 && timer.third == .label)
            #expect((SourcePath(.mealSlots, 0) + .quickAdd + .fats).description == "mealSlots[0].quickAdd.fats")
            #expect(SourcePath(.title).index == nil)
            #expect(MemoryLayout<SourcePath>.stride == 12)
            for field in SourceField.allCases {
                #expect(SourceField(name: Substring(field.name)) == field)
            }
        }

        @Test func nestedPathsOfAPlan() throws {
            let text = """
                plan
                day 2026-11-23
                  breakfast: quick "Äpfel" calories 95  protein 0  carbs 25  fats 0  [id q1]
                  dinner: green-curry x1.5  [note "spicy"] [eaten]

                """
            let result = Language.parse(text, path: "week.plan")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.headline))")
            // Columns count characters: "Ä" is two bytes and one column.
            #expect(Self.at(result, "mealSlots[0]") == "3:3-3:77")
            #expect(Self.at(result, "mealSlots[0].meal") == "3:3-3:12")
            #expect(Self.at(result, "mealSlots[0].quickAdd.name") == "3:20-3:27")
            #expect(Self.at(result, "mealSlots[0].quickAdd.fats") == "3:67-3:68")
            #expect(Self.at(result, "mealSlots[0].id") == "3:74-3:76")
            #expect(Self.at(result, "mealSlots[1].recipeId") == "4:11-4:22")
            #expect(Self.at(result, "mealSlots[1].servings") == "4:24-4:27")
            #expect(Self.at(result, "mealSlots[1].notes") == "4:35-4:42")
            #expect(Self.at(result, "mealSlots[1].isCompleted") == "4:44-4:51")
            #expect(Self.at(result, "mealSlots[1].quickAdd") == nil)
            #expect(Self.at(result, "mealSlots[2]") == nil)
            // Byte offsets, without line and column.
            let bytes = Array(text.utf8)
            let name = try #require(result.sourceMap.offsets(SourcePath(.mealSlots, 0) + .quickAdd + .name))
            #expect(String(decoding: bytes[name], as: UTF8.self) == "\"Äpfel\"")
            #expect(
                result.sourceMap.offsets("mealSlots[1].recipeId").map { String(decoding: bytes[$0], as: UTF8.self) }
                    == "green-curry")
            #expect(result.line(for: "mealSlots[1].notes")?.line == 4)
            #expect(result.line(for: "mealSlots[1].notes")?.kind == .meal)
        }

        @Test func columnsCountCharactersAndCRLFEndsLines() {
            // "crème fraîche" has two two-byte letters, the emoji four bytes.
            let text =
                "recipe Tarte 🍋 fine\r\n  category snack\r\n\r\ningredients\r\n"
                + "  - 200 g crème fraîche, cold\r\n  - 1 lemon\r\n"
            let result = Language.parse(text, path: "tarte.recipe")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.headline))")
            #expect(Self.at(result, "title") == "1:8-1:20")
            #expect(Self.at(result, "category") == "2:12-2:17")
            #expect(Self.at(result, "ingredients[0]") == "5:3-5:30")
            #expect(Self.at(result, "ingredients[0].amount") == "5:5-5:10")
            #expect(Self.at(result, "ingredients[0].name") == "5:11-5:24")
            #expect(Self.at(result, "ingredients[0].notes") == "5:26-5:30")
            #expect(Self.at(result, "ingredients[1].name") == "6:7-6:12")
            // The title's end: after 12 characters and a space, the emoji is one column.
            let title = result.sourceMap["title"]
            #expect(title?.end.offset == "recipe Tarte 🍋 fine".utf8.count)
        }

        @Test func byteOrderMarkIsNotAColumn() {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("shopping\n  - [x] 2 kg Äpfel  [recipe apple-pie]\n".utf8)
            let result = Language.parse(SourceFile(path: "shopping.list", bytes: bytes))
            #expect(result.diagnostics.isEmpty)
            #expect(Self.at(result, "shoppingItems[0].checked") == "2:5-2:8")
            #expect(Self.at(result, "shoppingItems[0].amount") == "2:9-2:13")
            #expect(Self.at(result, "shoppingItems[0].name") == "2:14-2:19")
            #expect(Self.at(result, "shoppingItems[0].recipeId") == "2:29-2:38")
        }

        @Test func settingsKeepRuleNamesAndMealTimesByText() {
            let text = """
                settings
                  units metric

                goals
                  calories 2000  protein 150  carbs 200  fats 67

                lint
                  unknown-unit off
                  "odd.rule[1]" warning

                meals
                  breakfast 07:30
                """
            let result = Language.parse(text + "\n", path: "settings")
            #expect(Self.at(result, "units") == "2:9-2:15")
            #expect(Self.at(result, "nutritionGoals") == "4:1-4:6")
            #expect(Self.at(result, "nutritionGoals.fats") == "5:47-5:49")
            #expect(Self.at(result, "lint.unknown-unit") == "8:16-8:19")
            #expect(Self.at(result, "lint.odd.rule[1]") == "9:17-9:24")
            #expect(Self.at(result, "mealTimes.Breakfast") == "12:3-12:18")
            // A validator path below a named one finds it as its parent.
            #expect(SourcePath.parent(of: "mealTimes.Breakfast.minutes") == "mealTimes.Breakfast")
            #expect(result.sourceMap.contains(valuesOf: .nutritionGoals))
            #expect(result.sourceMap.contains(valuesOf: .lint))
            #expect(!result.sourceMap.contains(valuesOf: .color))
            #expect(result.sourceMap.paths.contains("lint.odd.rule[1]"))
        }

        @Test func listsInsideItems() {
            let text = "aisles\naisle produce\n- apples\n- leeks\naisle bakery\n- bread\n"
            let result = Language.parse(text, path: "aisles")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.headline))")
            #expect(Self.at(result, "aisles[0].aisle") == "2:7-2:14")
            #expect(Self.at(result, "aisles[0].names[1]") == "4:3-4:8")
            #expect(Self.at(result, "aisles[1].names[0]") == "6:3-6:8")
            #expect(Self.at(result, "aisles[1].names[1]") == nil)
            #expect(result.sourceMap.count == 7)
        }

        /// Every recorded path of every example file reads back from its text
        /// form, and its position is the one its offsets give.
        @Test func everyExamplePathReadsBack() throws {
            for (name, text) in [("tuscan", SampleDocuments.tuscanPasta)] {
                let result = Language.parse(text, path: name)
                #expect(result.sourceMap.count > 20)
                for path in result.sourceMap.paths {
                    let offsets = try #require(result.sourceMap.offsets(path), "\(path)")
                    #expect(result.sourceMap[path] == result.tree.source.range(offsets), "\(path)")
                    #expect(SourcePath(path)?.description == path, "\(path)")
                }
            }
        }

        /// Leaving out the tree or the map changes nothing else: every example
        /// and every file of the bad-input catalogue gives the same document
        /// and the same diagnostics (positions included) with any parts.
        @Test func fewerPartsGiveTheSameDocumentAndDiagnostics() throws {
            var files: [String] = []
            for folder in ["examples", "Tests/BadInputs"] {
                let root = RepositoryFiles.url(folder).path
                let walk = FileManager.default.enumerator(atPath: root)
                while let next = walk?.nextObject() as? String {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: root + "/" + next, isDirectory: &isFolder), !isFolder.boolValue {
                        files.append(root + "/" + next)
                    }
                }
            }
            #expect(files.count > 80)
            var withFindings = 0
            for file in files {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: file)))
                let source = SourceFile(path: file, bytes: bytes)
                let full = Language.parse(source)
                let headlines = full.diagnostics.map { "\($0.headline) \($0.range.map { "\($0.start)-\($0.end)" } ?? "")" }
                if !full.diagnostics.isEmpty { withFindings += 1 }
                for parts: ParseParts in [[], .syntaxTree, .sourceMap] {
                    let fewer = Language.parse(source, keeping: parts)
                    #expect(fewer.document == full.document && fewer.partialDocument == full.partialDocument, "\(file)")
                    #expect(
                        fewer.diagnostics.map { "\($0.headline) \($0.range.map { "\($0.start)-\($0.end)" } ?? "")" }
                            == headlines, "\(file) \(parts)")
                    #expect(fewer.sourceMap.isEmpty == !parts.contains(.sourceMap) || full.sourceMap.isEmpty, "\(file)")
                    #expect(fewer.tree.lines.isEmpty == !parts.contains(.syntaxTree), "\(file)")
                }
            }
            #expect(withFindings > 60)
        }

        @Test func anEmptyMapHasNothing() {
            let map: SourceMap = [:]
            #expect(map.isEmpty && map.count == 0 && map["title"] == nil && map.offsets(SourcePath(.title)) == nil)
            #expect(!map.contains(valuesOf: .title))
        }

        @Test func aTextOverTheMaximumIsNotParsed() {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: Language.maximumInputSize + 1)
            let result = Language.parse(SourceFile(path: "huge.plan", bytes: bytes))
            #expect(result.document == nil && result.partialDocument == nil)
            #expect(
                result.diagnostics.map(\.headline)
                    == ["huge.plan:1:1: error: file too large (67108865 bytes or more; the limit is 64 MB)"])
            #expect(result.sourceMap.isEmpty)
            #expect(result.tree.lines.count == 1 && result.tree.lines[0].kind == .invalid)
        }
    }

    /// Syntax lines are kept in 36 bytes; what goes in comes out.
    @Suite struct CompactSyntaxLineTests {
        @Test func everyKindRoundTrips() {
            var kinds: [SyntaxLine.Kind] = [
                .blank, .comment, .captionLine, .ingredient, .step, .macros, .day, .meal, .shoppingItem, .pantryItem,
                .aisle, .aisleItem, .food, .portion, .pending, .lintRule, .mealTime, .invalid, .price, .slotCategories,
            ]
            kinds += DocumentKind.allCases.map { .header($0) }
            kinds +=
                (Keywords.recipeProperties.filter { $0 != "favorite" } + Keywords.settingsProperties
                + Keywords.pendingProperties).map { .property($0) }
            kinds += (Keywords.recipeSections + Keywords.settingsSections + ["caption"]).map { .section($0) }
            for kind in kinds {
                let line = SyntaxLine(kind: kind, line: 7, fullRange: 10..<30, contentRange: 12..<20)
                #expect(line.kind == kind)
            }
            #expect(MemoryLayout<SyntaxLine>.stride <= 36)
        }

        @Test func rangesAndOptionalsRoundTrip() {
            var line = SyntaxLine(
                kind: .step, line: 3, fullRange: 5..<40, contentRange: 7..<30,
                commentRange: 31..<39, itemIndex: 0)
            #expect(line.line == 3 && line.fullRange == 5..<40 && line.contentRange == 7..<30)
            #expect(line.commentRange == 31..<39 && line.itemIndex == 0)
            line.commentRange = nil
            line.itemIndex = nil
            line.contentRange = 7..<7
            line.kind = .property("servings")
            #expect(line.commentRange == nil && line.itemIndex == nil && line.contentRange.isEmpty)
            #expect(line.kind == .property("servings"))
            line.itemIndex = 123_456
            #expect(line.itemIndex == 123_456)
        }
    }
}
