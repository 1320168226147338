import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct FoodTableTests {
    let table = FoodTable.standard

    @Test("resolve remembers each name's answer, and the remembered answer is the one worked out afresh")
    func resolvingIsMemoisedWithoutChangingAnswers() throws {
        // A fresh table, so that no other test has filled its memo.
        let fresh = FoodTable(foods: table.foods)
        let names = [
            "egg", "rolled oats", "greek yogurt", "  greek yogurt ", "Greek Yogurt", "penne", "chiken breast",
            "xyzzy", "", "   ", "milk", "crème fraîche", "kombucha", "chicken breast, raw",
        ]
        for name in names {
            let direct = fresh.resolveUncached(name)
            #expect(fresh.resolve(name) == direct, "first ask: \(name)")
            #expect(fresh.resolve(name) == direct, "from the memo: \(name)")
        }
        #expect(try fresh.resolve("rolled oats").get().name == "Cereals, oats, regular and quick, not fortified, dry")
        #expect(fresh.resolve("xyzzy").failureMessage == "unknown food 'xyzzy'; try 'food search WORD' to find a food in the table")
    }

    @Test func theShippedTableHoldsEverySR28FoodWithItsPortions() throws {
        #expect(table.foods.count == 8789)  // 8,790 less the one without a description
        let egg = try #require(table.food(named: "egg, whole, raw, fresh"))
        #expect(egg.id == "01123")
        #expect(egg.per100g == FoodValues(calories: 143, protein: 12.56, carbs: 0.72, fats: 9.51))
        #expect(egg.group == "Dairy and Egg Products")
        #expect(egg.portions.first == Portion(amount: 1, unit: "large", grams: 50))
        #expect(egg.portions.count == 6)
    }

    @Test func searchPrefersRawAndCommonForms() {
        #expect(FoodSearch.search("egg", in: table).first?.food.name == "Egg, whole, raw, fresh")
        let eggs = FoodSearch.search("egg", in: table, limit: 40).map(\.food.name)
        let raw = eggs.firstIndex(of: "Egg, whole, raw, fresh") ?? 99
        #expect(raw < (eggs.firstIndex { $0.hasPrefix("Egg noodles") } ?? 100))
        let yogurts = FoodSearch.search("greek yogurt", in: table, limit: 3).map(\.food.name)
        #expect(yogurts.allSatisfy { $0.hasPrefix("Yogurt, Greek, plain") })
        #expect(FoodSearch.search("eggs", in: table).first?.food.name == "Egg, whole, raw, fresh")
        #expect(FoodSearch.search("blueberries", in: table).first?.food.name == "Blueberries, raw")
        #expect(FoodSearch.search("milk", in: table).first?.food.name == "Milk, whole, 3.25% milkfat, with added vitamin D")
    }

    @Test func singularAndPluralMeetInTheMiddle() {
        #expect(FoodSearch.singular("berries") == "berry")
        #expect(FoodSearch.singular("tomatoes") == "tomato")
        #expect(FoodSearch.singular("peaches") == "peach")
        #expect(FoodSearch.singular("eggs") == "egg")
        #expect(FoodSearch.singular("hummus") == "hummus")
        #expect(FoodSearch.singular("glass") == "glass")
    }

    @Test func amountsConvertThroughGramsAndPortions() throws {
        let egg = try #require(table.food(named: "Egg, whole, raw, fresh"))
        #expect(try FoodAmount.grams("2 large", of: egg).get() == 100)
        #expect(try FoodAmount.grams("100 g", of: egg).get() == 100)
        #expect(try FoodAmount.grams("1 medium", of: egg).get() == 44)
        #expect(egg.values(grams: 100).rounded == Nutrition(calories: 143, protein: 13, carbs: 1, fats: 10))
        let milk = try #require(table.food(named: "Milk, whole, 3.25% milkfat, with added vitamin D"))
        #expect(try FoodAmount.grams("1 cup", of: milk).get() == 244)
        // 100 ml through the cup: 244 g per 236.588 ml.
        let ml = try FoodAmount.grams("100 ml", of: milk).get()
        #expect(abs(ml - 103.13) < 0.01)
        let yogurt = try #require(table.food(named: "Yogurt, Greek, plain, whole milk"))
        #expect(try FoodAmount.grams("170 g", of: yogurt).get() == 170)
        #expect(try FoodAmount.grams("6 oz", of: yogurt).get() == 6 * 28.349_523_125)
    }

    @Test func badAmountsAndUnknownFoodsSayWhatIsAccepted() throws {
        let egg = try #require(table.food(named: "Egg, whole, raw, fresh"))
        let noPortion = FoodAmount.grams("2 handfuls", of: egg)
        #expect(
            noPortion.failureMessage
                == "'Egg, whole, raw, fresh' has no portion 'handful'; write a number and one of: g, kg, oz, lb, ml, cup, tbsp, tsp, large, extra, jumbo, medium, small"
        )
        #expect(FoodAmount.grams("some", of: egg).failureMessage?.hasPrefix("'some' is not an amount;") == true)
        #expect(table.resolve("chiken breast").failureMessage == "unknown food 'chiken breast'; did you mean 'chicken breast'?")
        #expect(table.resolve("xyzzy").failureMessage == "unknown food 'xyzzy'; try 'food search WORD' to find a food in the table")
        #expect(try table.resolve("rolled oats").get().name == "Cereals, oats, regular and quick, not fortified, dry")
    }

    /// The table as it was read before `parse` worked on bytes: lines and
    /// fields cut at characters.
    static func parsedByCharacters(_ text: String) -> [Food] {
        var groups: [String] = []
        var foods: [Food] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if line.hasPrefix("#groups") {
                groups = fields.dropFirst().map(String.init)
            } else if line.hasPrefix("\t") {
                guard fields.count == 4, !foods.isEmpty, let amount = Double(fields[1]), let grams = Double(fields[3]),
                    amount.isFinite, grams.isFinite, amount > 0, grams > 0
                else { continue }
                foods[foods.count - 1].portions.append(Portion(amount: amount, unit: String(fields[2]), grams: grams))
            } else {
                guard fields.count == 7 else { continue }
                let group = Int(fields[6]).flatMap { $0 >= 0 && $0 < groups.count ? groups[$0] : nil } ?? ""
                func value(_ field: Substring) -> Double? { Double(field).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
                let values = FoodValues(calories: value(fields[2]), protein: value(fields[3]), carbs: value(fields[4]), fats: value(fields[5]))
                foods.append(Food(id: String(fields[0]), name: String(fields[1]), group: group, per100g: values, portions: []))
            }
        }
        return foods
    }

    @Test func readingTheTableOnItsBytesReadsWhatItsCharactersSay() throws {
        let path = try #require(FoodTable.resourcePath())
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let foods = FoodTable.parse(text)
        #expect(foods.count > 8_000)
        #expect(foods == Self.parsedByCharacters(text))
        // Odd lines: blank ones, a carriage return before the newline (one
        // character: the line goes on), bad numbers, a portion first, text
        // that is not ASCII, an unknown group.
        let odd =
            "#groups\tDairy\tSpices\n\t1\tcup\t240\n\n01\tCrème fraîche, Ä\t300\t2\t3\t30\t0\n"
            + "\t1\ttbsp\t15\n\t0\tcup\t9\n\tx\tcup\t9\n02\tSalt\t0\t0\t0\t0\t7\r\n03\tJoined\n03\tPepper\t-1\tnan\t1e999\t1\t1\n"
            + "04\tShort\t1\n05\tLast\t1\t2\t3\t4\t0"
        #expect(FoodTable.parse(odd) == Self.parsedByCharacters(odd))
        #expect(FoodTable.parse(odd).map(\.name) == ["Crème fraîche, Ä", "Pepper", "Last"])
    }

    @Test func foodWordsOfASCIITextAreTheFoldedWordsOfItsCharacters() {
        for text in [
            "Egg, whole, RAW, fresh", "  Cheese-cream (2%)\tlow_fat ", "Tomatoes, 4' x 3\" boxes; berries", "", ",,,", "\r\nOats\r\n",
            "Berries, TOMATOES, peaches, dishes, boxes, glass, hummus, eggs, gas, bus, pies, ies, oes, ches, SHES, 3s, apples2s",
        ] {
            #expect(FoodSearch.asciiWords(text) == TextFolding.words(text).map(FoodSearch.singular), "\(text)")
        }
        #expect(FoodSearch.asciiWords("Crème") == nil)
        #expect(FoodSearch.words("Crème Fraîche") == ["creme", "fraiche"])
    }
}

extension Result where Failure == CommandError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.oneLine }
        return nil
    }
}
