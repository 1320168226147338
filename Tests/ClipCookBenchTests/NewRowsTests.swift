import Foundation
import Testing

@testable import ClipCookBench

/// The benchmark's Today and every-slot `plan fill` rows measure what they
/// name on a small generated collection: the Today page is the day's
/// tracker with its six planned meals and suggestions, and the fill of
/// every slot reports how many days it brought within the goals. Only what
/// the rows found is checked, never how long they took.
@Suite(.serialized) struct NewRowsTests {
    static func context(recipes: Int) throws -> BenchContext {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("clipcook-bench-rows-\(UUID().uuidString)").path
        let folder = work + "/corpus-\(recipes)"
        try Corpus.materialize(recipes: recipes, in: folder)
        try FileManager.default.createDirectory(atPath: work + "/scratch", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work + "/empty", withIntermediateDirectories: true)
        return BenchContext(
            size: recipes, folder: folder, scratch: work + "/scratch", emptyFolder: work + "/empty", clipcook: "/nonexistent", repeats: 1)
    }

    /// The row's result, made on a thread of its own: a row waits for the
    /// kitchen service's tasks, and waiting on a thread of the test pool
    /// would hold that thread from every other test meanwhile.
    static func onOwnThread(
        recipes: Int, _ row: @escaping @Sendable (BenchContext) -> ClipCookBench.Measurement
    ) async throws -> ClipCookBench.Measurement {
        let result: Result<ClipCookBench.Measurement, any Error> = await withCheckedContinuation { continuation in
            Thread {
                do {
                    let context = try Self.context(recipes: recipes)
                    defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: context.folder).deletingLastPathComponent().path) }
                    continuation.resume(returning: .success(row(context)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }.start()
        }
        return try result.get()
    }

    @Test func theTodayRowMakesTheDaysTrackerWithItsMealsAndSuggestions() async throws {
        let measured = try await Self.onOwnThread(recipes: 300) { BenchRow.todayPage($0) }
        #expect(!measured.cell.hasPrefix("failed"), "\(measured.cell)")
        // Week 48 of the generated plans gives 2026-11-24 six meals.
        #expect(measured.values["meals"] == 6, "\(measured.cell)")
        #expect((measured.values["suggestions"] ?? 0) > 0, "\(measured.cell)")
        #expect((measured.values["pageBytes"] ?? 0) > 1000, "\(measured.cell)")
        #expect(measured.met == nil, "the target is for 10,000 recipes")
    }

    @Test func theEverySlotFillRowReportsTheDaysWithinTheGoals() async throws {
        let measured = try await Self.onOwnThread(recipes: 300) { BenchRow.planFillEverySlot($0) }
        #expect(!measured.cell.hasPrefix("failed"), "\(measured.cell)")
        let within = try #require(measured.values["daysWithinTolerance"])
        #expect((0...7).contains(within), "\(measured.cell)")
        let greedy = try #require(measured.values["greedyDaysWithinTolerance"])
        #expect((0...7).contains(greedy), "\(measured.cell)")
        #expect(measured.cell.contains(String(format: "%.0f/7 days within", within)), "\(measured.cell)")
    }
}
