import ClipCookCore
import Foundation
import Hummingbird

extension Routes {
    /// `GET /recipe/ID/text`: the recipe's file as it is on disk, as plain
    /// text. A page shows at most `PageRenderer.maxShown` ingredients and
    /// steps of a recipe; this is where the rest is read. Never rendered as a
    /// page (`nosniff` comes with every response), and read with the same
    /// size limit as any file of the collection.
    func recipeText(_ context: KitchenContext) async -> Response {
        guard let id = recipeId(context), let relative = await service.entry(id: id)?.path else {
            return Responses.plain(.notFound, "no recipe with the id")
        }
        let absolute = (service.root as NSString).appendingPathComponent(relative)
        do throws(FileReadError) {
            let file = try FileBytes.load(atPath: absolute)
            return Responses.bytes(file.bytes, type: "text/plain; charset=utf-8")
        } catch {
            return Responses.plain(error.kind.status, "\(relative): \(error.message)")
        }
    }
}
