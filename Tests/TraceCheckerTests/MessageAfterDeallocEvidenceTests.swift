import Testing
@testable import TraceChecker

/// How sure a message after dealloc is: a dealloc line that named no address was joined to the
/// only live instance by inference, and NSZombie's sentence quoted again is the same crash.
@Suite("Message after dealloc: the evidence")
struct MessageAfterDeallocEvidenceTests {
    @Test("A dealloc that named no address, then the address again, is a warning")
    func inferredDeallocIsAWarning() {
        let found = findings(of: "message-after-dealloc", in: [
            "2019-05-02 10:11:12.400 MyApp[123:4567] <DetailViewController: 0x7fb1c5d0a200> viewDidAppear:",
            "2019-05-02 10:11:13.000 MyApp[123:4567] -[DetailViewController dealloc]",
            "2019-05-02 10:11:15.100 MyApp[123:4567] <DetailViewController: 0x7fb1c5d0a200> viewWillDisappear:",
        ])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("named no address") == true)
    }

    @Test("A dealloc that named no address stays a note where a new instance at the address is likelier")
    func inferredDeallocKeepsItsNote() {
        // A class never seen to log its creation: the appearance may be a new instance's (R-P4).
        let found = findings(of: "message-after-dealloc", in: [
            "2019-05-02 10:11:12.400 MyApp[123:4567] -[FeedVC viewWillAppear:] <FeedVC: 0x7fa1c0d0a200>",
            "2019-05-02 10:11:13.000 MyApp[123:4567] -[FeedVC dealloc]",
            "2019-05-02 10:11:15.100 MyApp[123:4567] -[FeedVC viewWillAppear:] <FeedVC: 0x7fa1c0d0a200>",
        ])
        #expect(found.map(\.severity) == [.note])
    }

    @Test("A dealloc that named the address, then the address again, is an error")
    func addressedDeallocIsAnError() {
        let found = findings(of: "message-after-dealloc", in: [
            "2019-05-02 10:11:12.400 MyApp[123:4567] <DetailViewController: 0x7fb1c5d0a200> viewDidAppear:",
            "2019-05-02 10:11:13.000 MyApp[123:4567] <DetailViewController: 0x7fb1c5d0a200> dealloc",
            "2019-05-02 10:11:15.100 MyApp[123:4567] <DetailViewController: 0x7fb1c5d0a200> viewWillDisappear:",
        ])
        #expect(found.map(\.severity) == [.error])
    }

    @Test("NSZombie's sentence quoted again in prose is the same crash")
    func quotedZombieIsOneFinding() {
        let found = findings(of: "message-after-dealloc", in: [
            "*** -[TestModel performSelector:withObject:]: message sent to deallocated instance 0x6000039ec630",
            "",
            "Back to the crash: `message sent to deallocated instance 0x6000039ec630`",
        ])
        #expect(found.map(\.location.line) == [1])
    }

    @Test("Two messages NSZombie names to one freed object are two findings")
    func twoZombieMessagesAreTwoFindings() {
        let found = findings(of: "message-after-dealloc", in: [
            "2019-05-02 10:11:13.000 MyApp[123:4567] *** -[TestModel retain]: message sent to deallocated instance 0x6000039ec630",
            "2019-05-02 10:11:20.000 MyApp[123:4567] *** -[TestModel release]: message sent to deallocated instance 0x6000039ec630",
        ])
        #expect(found.map(\.location.line) == [1, 2])
    }

    @Test("QuickLook's remote preview's own unbalanced-transitions sentence is a warning")
    func quickLookRemotePreviewIsAWarning() {
        let found = findings(of: "appearance-transition-balance", in: [
            "Unbalanced calls to begin/end appearance transitions for <QLRemotePreviewContentController: 0x1535f200>",
            "Unbalanced calls to begin/end appearance transitions for <FeedViewController: 0x1535f900>",
        ])
        #expect(found.map(\.severity) == [.warning, .error])
    }
}
