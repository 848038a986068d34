import Testing
@testable import TraceChecker

/// The KVO findings say what Foundation did and give advice the log does not contradict.
@Suite("KVO findings' wording")
struct KVOFindingWordingTests {
    @Test("an observed object freed with observers: the exception that ended the app, one caught, the exception alone, or the warning before iOS 11")
    func exceptionOrWarning() throws {
        let crash = try #require(findings(of: "kvo-observer-dealloc", in: [
            "2017-06-14 11:32:30.123 KVODemo[5830:203540] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'An instance 0x60800001dd20 of class Fizz was deallocated while key value observers were still registered with it. Current observation info: <NSKeyValueObservationInfo 0x608000036f80> ( <NSKeyValueObservance 0x6080000474d0: Observer: 0x7fe4d4d0a170, Key path: number, Options: <New: YES Old: YES Prior: NO> Context: 0x0, Property: 0x608000047440> )'",
        ]).first)
        #expect(crash.message.hasSuffix("(Foundation's exception, which ended the app)"), "\(crash.message)")
        let warning = try #require(findings(of: "kvo-observer-dealloc", in: [
            "Sep  3 14:13:20 iPad MyApp[239] <Warning>: An instance 0x190659e0 of class UIView was deallocated while key value observers were still registered with it. Observation info was leaked, and may even become mistakenly attached to some other object.",
        ]).first)
        #expect(warning.message.hasSuffix("(Foundation's warning)"), "\(warning.message)")
        // mapbox-gl-native#4805: an SDK that runs blocks in @try catches the exception; without a prefix it is the exception's own sentence.
        let caught = try #require(findings(of: "kvo-observer-dealloc", in: [
            "2016-04-22 12:37:39.870 Mapbox GL[71509:10483627] Ignoring exception raised in void run_cocoa_block(void *): An instance 0x60800088b950 of class DroppedPinAnnotation was deallocated while key value observers were still registered with it. Current observation info: <NSKeyValueObservationInfo 0x6080004264e0> (",
            "2016-04-22 12:37:39.878 Mapbox GL[71509:10483627] An instance 0x600000097f70 of class DroppedPinAnnotation was deallocated while key value observers were still registered with it. Current observation info: <NSKeyValueObservationInfo 0x608000422060> (",
        ]))
        #expect(caught.map { String($0.message.drop { $0 != "(" }) } == ["(Foundation's exception, which the code around it caught and ignored)", "(Foundation's exception)"],
                "\(caught.map(\.message))")
    }

    @Test("a block-based observation token that failed to remove is not told to use such a token")
    func tokenRemovalHint() throws {
        let found = try #require(findings(of: "kvo-remove-unregistered", in: [
            "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an observer <_NSKeyValueObservation 0x6000035b0440> for the key path \"videoRect\" from <MMPlayerView.MMPlayerLayer 0x7f89837a01d0> because it is not registered as an observer.'",
        ]).first)
        #expect(found.hint?.contains("invalidate it once") == true, "\(String(describing: found.hint))")
        #expect(found.hint?.contains("use NSKeyValueObservation tokens") == false)
    }

    @Test("a KVO sentence that names no object is about an object, not a view controller")
    func unnamedKVOSubject() throws {
        let found = try #require(findings(of: "kvo-observer-dealloc", in: [
            "class _KVOList was deallocated while key value observers were still registered with it.",
        ]).first)
        #expect(found.message.hasPrefix("an object was deallocated"), "\(found.message)")
    }

    @Test("the observed object is named as the exception names it, with or without the angle brackets a paste lost")
    func observedObjectWithoutBrackets() throws {
        let found = try #require(findings(of: "kvo-remove-unregistered", in: [
            "c) [VideoPlayerView setAsset:] Cannot remove an observer VideoPlayerView 0x145e3bbd0 for the key path \"playable\" from AVURLAsset 0x170233780 because it is not registered as an observer.",
        ]).first)
        #expect(found.message.contains("(from AVURLAsset 0x170233780) (Foundation's NSRangeException)"), "\(found.message)")
        #expect(KVORemoveUnregisteredRule.observed(in: "… from `<GHEvents 0x1d5d2a70>` because it is not registered") == "<GHEvents 0x1d5d2a70>")
        #expect(KVORemoveUnregisteredRule.observed(in: "… from UIView 0x17d7a9c0, most likely because the value") == "UIView 0x17d7a9c0")
    }
}
