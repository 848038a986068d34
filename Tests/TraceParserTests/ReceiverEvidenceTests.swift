import Testing
@testable import TraceParser

/// What a line says about the object a call was made on: a list that names two instances of the
/// call's class names none of them (the line is read as no call), and a method named in a
/// sentence's code span is no call.
@Suite("Receiver evidence on a line")
struct ReceiverEvidenceTests {
    @Test("A line that lists two instances of the call's class is no one object's call", arguments: [
        // Swift: `print("\(type(of: self)).\(#function) stack=\(navigationController!.viewControllers)")`.
        "FolderViewController.viewWillAppear(_:) stack=[<Files.FolderViewController: 0x600003a04e00>, <Files.FolderViewController: 0x600003a1c700>]",
        // LxDBAnything's `LxDBAnyVar(self.navigationController.viewControllers)` after `__func__`.
        "📍-[DemoViewController viewWillAppear:] + 40🎈 self.navigationController.viewControllers = (<DemoViewController: 0x7fd6fcc10a00>, <DemoViewController: 0x7fd6fcc132d0>)",
    ])
    func listOfInstancesNamesNoReceiver(message: String) {
        #expect(recognize(message).isEmpty)
    }

    @Test("One instance, or one instance named twice, is the receiver", arguments: [
        ("FolderViewController.viewWillAppear(_:) stack=[<Files.FolderViewController: 0x600003a04e00>]", UInt64(0x600003a04e00)),
        ("-[FeedVC viewDidAppear:] <FeedVC: 0x7f8a1c0> top=<FeedVC: 0x7f8a1c0>", 0x7f8a1c0),
        // Another class beside it is an argument, not a rival.
        ("-[FeedVC viewWillAppear:] <FeedVC: 0x7f8a1c0> parent=<UINavigationController: 0x7f8b000>", 0x7f8a1c0),
        // `self` printed before another instance, or before the list, or in parentheses, is the receiver.
        ("-[FeedVC viewWillDisappear:] (<FeedVC: 0x6a4b2c0>) next=<FeedVC: 0x6b11a30>", 0x6a4b2c0),
        ("-[FeedVC viewDidLoad] <FeedVC: 0x7fa1c0e1b400> presenting: <FeedVC: 0x7fa1c0d0a200>", 0x7fa1c0e1b400),
        ("<FeedVC: 0x7fa1c0e1b400> -[FeedVC viewDidAppear:] parent=<FeedVC: 0x7fa1c0d0a200>", 0x7fa1c0e1b400),
        ("FolderViewController.viewDidLoad() <Files.FolderViewController: 0x7fa1c0e1b400> stack=[<Files.FolderViewController: 0x7fa1c0d0a200>, <Files.FolderViewController: 0x7fa1c0e1b400>]",
         0x7fa1c0e1b400),
    ])
    func singleInstanceIsTheReceiver(message: String, address: UInt64) {
        #expect(recognize(message).first?.address == address)
    }

    @Test("A method named in a sentence's code span is no call", arguments: [
        "I expected `-[DetailViewController dealloc]` to run after the pop, but it never does:",
        "那么实现`-[TestModel dealloc]`即可找到什么时候释放的呗~",
        "and `-[FeedVC viewDidAppear:]` is printed twice",
    ])
    func codeSpanInProseIsNoCall(message: String) {
        #expect(recognize(message).isEmpty)
    }

    @Test("A call pasted alone in a code span, after a list marker or beside what a logger prints, is still a call", arguments: [
        "`-[DetailViewController dealloc]`",
        "1. `-[FeedVC viewDidAppear:]`",
        "`-[FeedVC dealloc]` <FeedVC: 0x7fa1c0d0a200>",
        "- `-[FeedVC viewDidAppear:]` (0x7fa1c0d0a200)",
    ])
    func codeSpanAloneIsACall(message: String) {
        #expect(recognize(message).map(\.kind).contains { $0 == .dealloc || $0 == .viewDidAppear })
    }
}
