import Foundation
import Testing
@testable import ClipCookCore
@testable import ClipCookLanguage
@testable import ClipCookDomain
@testable import ClipCookStore
@testable import ClipCookInterop
@testable import ClipCookKit

@Suite struct TemporaryFileSweepTests {
    @Test func readsThePIDFromATemporaryName() {
        #expect(TemporaryFileSweep.writerPID(ofTemporaryName: ".toast.recipe.tmp-4242-1f3a") == 4242)
        #expect(TemporaryFileSweep.writerPID(ofTemporaryName: ".a-b.recipe.tmp-7-ab") == 7)
        #expect(TemporaryFileSweep.writerPID(ofTemporaryName: "toast.recipe.tmp-4242-1f3a") == nil)
        #expect(TemporaryFileSweep.writerPID(ofTemporaryName: ".toast.recipe.tmp-x-1f3a") == nil)
        #expect(TemporaryFileSweep.writerPID(ofTemporaryName: ".git") == nil)
    }

    @Test func removesOnlyTheFilesOfProcessesThatAreGone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A PID that is certainly not running: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let gone = child.processIdentifier
        try folder.write("recipes/toast.recipe", "recipe Toast\n")
        try folder.write("recipes/.toast.recipe.tmp-\(gone)-9abc", "recipe Toast, half")
        try folder.write("plans/2026/.w.plan.tmp-\(gone)-1", "plan")
        try folder.write("recipes/.jam.recipe.tmp-\(getpid())-2", "mine, in progress")
        try folder.write(".git/.x.tmp-\(gone)-3", "not ours to touch")
        let removed = TemporaryFileSweep.sweep(root: folder.path)
        #expect(removed == ["plans/2026/.w.plan.tmp-\(gone)-1", "recipes/.toast.recipe.tmp-\(gone)-9abc"])
        #expect(folder.allFiles() == [".git/.x.tmp-\(gone)-3", "recipes/.jam.recipe.tmp-\(getpid())-2", "recipes/toast.recipe"])
    }
}
