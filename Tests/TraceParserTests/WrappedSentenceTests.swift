import Foundation
import Testing
@testable import TraceParser

/// UIKit's sentences pasted hard-wrapped over several lines (``OpenSentence``) are read as one,
/// at their first line, on one thread and on several, and nothing else is joined.
@Suite("Hard-wrapped diagnostic sentences")
struct WrappedSentenceTests {
    struct Read {
        var events: [Event] = []
        var statistics = ParseStatistics()
    }

    private func read(_ text: String, threads: Int, literalFirst: Bool = true) throws -> Read {
        var options = fixedOptions
        options.threads = threads
        options.literalFirst = literalFirst
        options.recognitionBatchSize = 2
        var result = Read()
        result.statistics = try TraceReader(options: options).read(MemoryByteSource(text: text)) { result.events.append($0) }
        return result
    }

    /// A record, then UIKit's sentence cut at 80 columns over three lines, then a record.
    static let presentation = """
        2026-08-20 10:00:00.000000+0800 App[7:70] -[FlagViewController viewDidAppear:] <FlagViewController: 0x1051b8c00>
        2026-08-20 10:00:01.000000+0800 App[7:70] [Presentation] Attempt to present <ReportViewController: 0x12f521900>
        on <FlagViewController: 0x1051b8c00> (from <FlagViewController: 0x1051b8c00>)
        which is already presenting <HistoryViewController: 0x1273b5e00>.
        2026-08-20 10:00:02.000000+0800 App[7:70] -[FlagViewController viewWillDisappear:] <FlagViewController: 0x1051b8c00>

        """

    @Test("A presentation warning wrapped over three lines is one event at its first line, with that line's time and process",
          arguments: [1, 2])
    func presentationWarningOverThreeLines(threads: Int) throws {
        for literalFirst in [true, false] {
            let read = try read(Self.presentation, threads: threads, literalFirst: literalFirst)
            #expect(read.events.map(\.line) == [1, 2, 5])
            let warning = try #require(read.events.dropFirst().first)
            #expect(warning.diagnostic == .presentationWarning)
            #expect(warning.className == "FlagViewController")
            #expect(warning.address == 0x1051b8c00)
            #expect(warning.session.process == "App")
            #expect(warning.time?.iso8601.hasPrefix("2026-08-20T10:00:01") == true)
            // The two lines it took are still counted as continuations, not as records.
            #expect(read.statistics.records == 3)
            #expect(read.statistics.continuationLines == 2)
        }
    }

    @Test("Foundation's KVO sentence wrapped before any record, with a trailing space, is read from the first line")
    func kvoSentenceBeforeAnyRecord() throws {
        let text = """
            An instance 0x9b47210 of class NSObject was deallocated while key value \("")
            observers were still registered with it. Observation info was leaked, and \("")
            may even become mistakenly attached to some other object.

            """
        for threads in [1, 2] {
            let read = try read(text, threads: threads)
            #expect(read.events.count == 1)
            #expect(read.events.first?.diagnostic == .kvoObserversOnDealloc)
            #expect(read.events.first?.line == 1)
            #expect(read.events.first?.className == "NSObject")
            #expect(read.events.first?.address == 0x9b47210)
        }
    }

    @Test("A sentence that no following lines finish, or that a record or a blank line interrupts, yields nothing and changes no other line")
    func unfinishedSentencesYieldNothing() throws {
        let unfinished = """
            2026-08-20 10:00:00.000000+0800 App[7:70] Attempt to present the onboarding
            again later, once the user has signed in
            and the first sync is done
            and the banner is gone,
            which is already presenting
            2026-08-20 10:00:01.000000+0800 App[7:70] Attempt to present <A: 0x1>
            2026-08-20 10:00:02.000000+0800 App[7:70] which is already presenting <B: 0x2>.
            2026-08-20 10:00:03.000000+0800 App[7:70] Attempt to present <A: 0x1>

            which is already presenting <B: 0x2>.

            """
        for threads in [1, 2] {
            // The fifth line would finish the first sentence, but only three lines may be added to one.
            #expect(try read(unfinished, threads: threads).events.isEmpty)
            // Every line parsed (literal-first counts parsed lines only): each kept its kind.
            let everyLine = try read(unfinished, threads: threads, literalFirst: false)
            #expect(everyLine.events.isEmpty)
            #expect(everyLine.statistics.records == 4)
            #expect(everyLine.statistics.continuationLines == 5)
            #expect(everyLine.statistics.blankLines == 1)
        }
    }

    @Test("A line that yields an event of its own is never joined to the lines after it")
    func linesWithEventsAreNotJoined() throws {
        let text = """
            2026-08-20 10:00:00.000000+0800 App[7:70] -[A viewDidLoad] Attempt to present <B: 0x2> on <A: 0x1>
            which is already presenting <C: 0x3>.

            """
        let read = try read(text, threads: 1)
        #expect(read.events.map(\.kind) == [.viewDidLoad])
    }

    @Test("A bare line that is the rest of an object description the wrap cut finishes the sentence; other bare events are their own",
          arguments: [1, 2])
    func cutDescriptionsAreJoined(threads: Int) throws {
        let cut = "Warning: Attempt to dismiss from view controller <UINavigationController: \n0x144510fa0> while a presentation or dismiss is in progress!\n"
        let joined = try read(cut, threads: threads)
        #expect(joined.events.map(\.line) == [1])
        #expect(joined.events.first?.className == "UINavigationController" && joined.events.first?.address == 0x1445_10fa0)
        let atStart = "Warning: Attempt to dismiss from view controller\n<UINavigationController: 0x144510fa0> while a presentation or dismiss is in progress!\n"
        #expect(try read(atStart, threads: threads).events.map(\.line) == [1])
        // Without a cut description the bare line after a hint line keeps its own event, at its own line.
        let token = "2011-03-20 18:54:01.276 Super Checkout[2859:707] *** -[ProductDetailsViewController\n respondsToSelector:]: message sent to deallocated instance 0x13a620\n"
        let zombie = try read(token, threads: threads)
        #expect(zombie.events.map(\.line) == [1])
        #expect(zombie.events.first?.className == "ProductDetailsViewController" && zombie.events.first?.selector == "respondsToSelector:")
        // A cut token that no diagnostic finishes joins nothing: the next line's call is its own.
        #expect(try read("2011-03-20 18:54:01.276 App[2859:707] -[ListViewController\nviewDidLoad()\n", threads: threads).events.map(\.line) == [2])
        let separate = "Warning: Attempt to dismiss from view controller\nviewDidLoad()\n"
        let own = try read(separate, threads: threads)
        #expect(own.events.map(\.line) == [2])
        #expect(own.events.map(\.kind) == [.viewDidLoad])
    }

    @Test("A sentence wrapped after another record starts at its own line: after a bare call, an NSLog record or another sentence, on one thread or several, literal-first or not",
          arguments: [1, 2])
    func sentencesAfterRecordsAreJoined(threads: Int) throws {
        let wrapped = "Attempt to present <D: 0x4> on\n<E: 0x5> which is already presenting <F: 0x6>.\n"
        for before in ["VC viewDidAppear(_:)\n", "2014-07-22 11:53:04.452 App[1:2] -[VC viewDidAppear:]\n",
                       "Attempt to present <A: 0x1> on <B: 0x2> which is already presenting <C: 0x3>\n\n"] {
            for literalFirst in [true, false] {
                let read = try read(before + wrapped, threads: threads, literalFirst: literalFirst)
                let sentence = read.events.filter { $0.kind == .diagnostic && $0.address == 0x5 }
                #expect(sentence.count == 1, "\(before)")
                #expect(sentence.first?.line == (before.hasSuffix("\n\n") ? 3 : 2), "\(before)")
            }
        }
        // After an NSLog record the sentence keeps the record's process and pid.
        let afterRecord = try read("2014-07-22 11:53:04.452 App[1:2] -[VC viewDidAppear:]\n" + wrapped, threads: threads)
        #expect(afterRecord.events.last?.session.pid == 1 && afterRecord.events.last?.session.process == "App")
        // A continuation line without a diagnostic word opens nothing: the record's text goes on.
        let plain = try read("2014-07-22 11:53:04.452 App[1:2] -[VC viewDidAppear:]\nsome detail on\n<E: 0x5> which is shown\n", threads: threads)
        #expect(plain.events.map(\.kind) == [.viewDidAppear])
    }
}
