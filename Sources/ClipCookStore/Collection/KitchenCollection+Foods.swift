import Foundation
import ClipCookCore
import ClipCookDomain
import ClipCookLanguage

extension KitchenCollection {
    /// The foods of the collection's foods files that read cleanly, in path
    /// order (the first of two foods with one name is the one used), with
    /// the prices given alone (`FoodPricing`): table foods priced so follow,
    /// as copies keeping their SR28 ids, joined when first read.
    public var ownFoods: CollectionFoods {
        var foods: [Food] = []
        var entries: [FoodPricing.Entry] = []
        for index in files.indices {
            if case .foods(let list)? = files[index].result.document {
                foods += list.foods.map { $0.food(file: files[index].relativePath) }
                entries += list.prices.map { FoodPricing.Entry($0, file: files[index].relativePath) }
            }
        }
        return CollectionFoods(foods, prices: entries.map(\.price), files: entries.map(\.file)) { [foods, entries] in
            FoodPricing.applying(entries, to: foods)
        }
    }

    /// Whether a relative path names a foods file.
    package static func isFoodsFile(_ relativePath: String) -> Bool {
        relativePath.hasSuffix(".foods")
    }
}

extension CollectionLoader {
    /// The foods of the collection at `root`: only its foods files are read.
    public static func ownFoods(root: String) -> CollectionFoods {
        filesOnly(root: root, KitchenCollection.isFoodsFile).ownFoods
    }
}

extension FoodTable {
    /// Runs `body` with `scopedOwnFoods` bound to the foods of the collection that
    /// holds `path` (a file or folder), if it is in one: so that `fmt` and
    /// `lint` read plan lines naming the collection's foods as the REPL does.
    public static func withCollectionFoods<R>(around path: String, _ body: () throws -> R) rethrows -> R {
        let own = CollectionPaths.collectionRoot(containing: path).map { CollectionLoader.ownFoods(root: $0.path) } ?? []
        return try $scopedOwnFoods.withValue(own) { try body() }
    }
}
