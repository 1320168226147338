import Foundation
import Testing

/// A change made in the kitchen view is kept in the collection's undo
/// journal (issue 39): after the server stops, `undo` in a new process
/// puts the file back byte for byte and says who made the change.
@Suite(.serialized) struct ServeUndoJournalTests {
    @Test func aFavouriteMadeInTheKitchenViewIsUndoneByALaterSession() throws {
        let root = try ServeProcess.exampleCollection()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let path = "recipes/banana-bread.recipe"
        let original = try Data(contentsOf: root.appendingPathComponent(path))
        let server = try ServeProcess(root: root)
        var http = RawHTTP(port: server.port)
        let page = try http.get("/recipe/banana-bread").body
        let csrf = try #require(ServeRecipeActionTests.field("csrf", inForm: "/recipe/banana-bread/favourite", of: page))
        let version = try #require(ServeRecipeActionTests.field("version", inForm: "/recipe/banana-bread/favourite", of: page))
        let fav = try http.post(
            "/recipe/banana-bread/favourite", form: [("csrf", csrf), ("version", version), ("favourite", "1")],
            headers: ["Origin": "null"])
        #expect(fav.status == 303)
        server.stop()
        #expect(try Data(contentsOf: root.appendingPathComponent(path)) != original)

        let process = Process()
        process.executableURL = ServeProcess.executable
        process.arguments = ["-C", root.path, "-c", "undo"]
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "undid: favourite 'Banana Bread' (made in the kitchen view)\n")
        #expect(try Data(contentsOf: root.appendingPathComponent(path)) == original)
    }
}
