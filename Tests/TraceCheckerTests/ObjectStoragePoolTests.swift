import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// Finished objects' monitors, timeline buffers and rare facts go to later objects: that must
/// change no report, and it must really happen on a log whose objects come and go.
@Suite("Reuse of finished objects' storage")
struct ObjectStoragePoolTests {
    /// `count` controllers, each shown, laid out, observed and deallocated, at 48 addresses that later
    /// objects reuse; some break a rule (an observer added twice or never removed, a
    /// disappearance that never completes, a child never told it moved, a message after
    /// dealloc), so reused monitors have findings to get wrong.
    static func churn(objects count: Int) -> String {
        let classes = ["FeedViewController", "CartViewController", "ProfileViewController", "DetailViewController", "SearchViewController"]
        var text = ""
        for i in 0..<count {
            let name = classes[i % classes.count]
            // Those that never deallocate (see below) have addresses of their own.
            let address = i % 4 == 1 ? 0x100_0000 + i * 0x40 : 0x1_0000 + (i % 48) * 0x40
            let me = "<\(name): 0x\(String(address, radix: 16))>"
            func line(_ selector: String, _ argument: String = "") {
                text += "-[\(name) \(selector)]" + (argument.isEmpty ? "" : " " + argument) + " \(me)\n"
            }
            let notification = "name=UIKeyboardWillShowNotification"
            line("viewDidLoad")
            if i % 3 == 0 {
                let parent = "<ContainerViewController: 0x\(String(0x9_0000 + (i % 7) * 0x40, radix: 16))>"
                line("willMoveToParentViewController:", "parent=" + parent)
                if i % 9 != 0 { line("didMoveToParentViewController:", "parent=" + parent) }
            }
            line("viewWillAppear:", "animated=1")
            line("viewDidAppear:", "animated=1")
            line("addObserver:selector:name:object:", notification)
            // Enough events that the timeline buffer reaches a full excerpt's room, which is kept.
            for _ in 0..<8 { line("viewDidLayoutSubviews") }
            if i % 5 == 0 { line("addObserver:selector:name:object:", notification) }
            line("viewWillDisappear:", "animated=1")
            if i % 7 != 0 { line("viewDidDisappear:", "animated=1") }
            if i % 11 != 0 { line("removeObserver:name:object:", notification) }
            // Some never deallocate: past the live-object limit they are resolved with their state open.
            if i % 4 == 1 { continue }
            line("dealloc")
            if i % 13 == 0 { line("viewDidLayoutSubviews") }
        }
        return text
    }

    /// The findings of `text` and the engine's pool afterwards.
    private static func check(_ text: String, reuse: Bool, tombstones: Int, liveObjects: Int) -> (violations: [Violation], pool: ObjectStoragePool) {
        var options = CheckOptions()
        options.reusesObjectStorage = reuse
        options.rememberedTombstones = tombstones
        options.maxLiveObjects = liveObjects
        let engine = Engine(fileName: "log", options: options, rules: RulePack.builtin)
        var violations: [Violation] = []
        engine.onViolation = { violations.append($0) }
        let reader = TraceReader(catalog: .standard, options: TraceReader.Options())
        _ = try? reader.read(MemoryByteSource(text: text)) { engine.consume($0) }
        engine.finish()
        return (violations, engine.storage)
    }

    /// The same findings, or the first that differs (the whole lists are too long to read).
    private static func expectSame(_ reused: [Violation], _ fresh: [Violation], _ label: String) {
        let first = zip(reused, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(reused.count == fresh.count, "\(label): \(reused.count) findings with reuse, \(fresh.count) without")
        #expect(first == nil, "\(label): finding \(first ?? 0) is \(first.map { "\(reused[$0])" } ?? "") with reuse, \(first.map { "\(fresh[$0])" } ?? "") without")
    }

    @Test("A churning log gives the same findings with reused storage as with new, and reuse happens",
          arguments: [(16, 100_000), (Engine.rememberedTombstones, 100_000), (16, 40)])
    func churnIsUnchanged(tombstones: Int, liveObjects: Int) {
        let text = Self.churn(objects: 3_000)
        let fresh = Self.check(text, reuse: false, tombstones: tombstones, liveObjects: liveObjects)
        let reused = Self.check(text, reuse: true, tombstones: tombstones, liveObjects: liveObjects)
        Self.expectSame(reused.violations, fresh.violations, "\(tombstones) tombstones, \(liveObjects) live objects")
        #expect(Set(fresh.violations.map(\.rule)).count >= 4, "the log breaks several rules: \(Set(fresh.violations.map(\.rule)))")
        #expect(fresh.pool.reusedMonitors == 0 && fresh.pool.reusedTimelines == 0)
        #expect(reused.pool.reusedMonitors > 1_000)
        // Records are freed only once their tombstones are forgotten.
        if tombstones < 100 {
            #expect(reused.pool.reusedTimelines > 100)
            #expect(reused.pool.reusedRareFacts > 1_000)
            // Past the live-object limit the list is cut from the front without a look at each record.
            if liveObjects > 1_000 { #expect(reused.pool.reusedRecords > 1_000) }
        }
    }

    @Test("The pool and the records it kept are freed with their engine")
    func poolIsFreedWithItsEngine() {
        weak var pool: ObjectStoragePool?
        do {
            var options = CheckOptions()
            options.rememberedTombstones = 16
            let engine = Engine(fileName: "log", options: options, rules: RulePack.builtin)
            let reader = TraceReader(catalog: .standard, options: TraceReader.Options())
            _ = try? reader.read(MemoryByteSource(text: Self.churn(objects: 3_000))) { engine.consume($0) }
            engine.finish()
            pool = engine.storage
            #expect(engine.storage.reusedRecords > 0, "records were kept, so the pool held some")
        }
        // Kept records hold their class's facts, which hold the pool: a cycle unless it is broken.
        // Not `#expect(pool == nil)`: describing a leaked pool would read its records' sessions, freed.
        let freed = pool == nil
        #expect(freed, "the engine's pool outlived it")
    }

    @Test("Every corpus file, fixture and example gives the same findings with reused storage as with new",
          arguments: LiteralFirstTests.logs)
    func logsAreUnchanged(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        for tombstones in [2, Engine.rememberedTombstones] {
            var options = CheckOptions()
            options.rememberedTombstones = tombstones
            let reused = TraceCheck.check(source: MemoryByteSource(bytes, name: "log"), fileName: "log", options: options)
            options.reusesObjectStorage = false
            let fresh = TraceCheck.check(source: MemoryByteSource(bytes, name: "log"), fileName: "log", options: options)
            Self.expectSame(reused.violations, fresh.violations, "\(path), \(tombstones) tombstones")
            #expect(reused.limitWarnings == fresh.limitWarnings, "\(path)")
        }
    }
}

