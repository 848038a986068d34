import Foundation
import Testing
import TraceParser
@testable import TraceChecker

/// A weak finding says "only the class name identifies it" only when that is why it is weak.
@Suite("Weak findings give their own reason")
struct WeakFindingMessageTests {
    private static func messages(_ lines: [String]) -> [String] {
        findings(of: "containment-add", in: lines).map { "\($0.severity) \($0.message)" }
    }

    private static func lines(receiver: String) -> [String] {
        ["2024-03-05 10:23:45.100 MyApp[1:2] -[ChildVC willMoveToParentViewController:] parent=<PanelVC: 0x1>\(receiver)",
         "2024-03-05 10:23:45.200 MyApp[1:2] -[ChildVC viewDidAppear:]\(receiver)",
         "2024-03-05 10:23:50.000 MyApp[1:2] -[OtherVC viewDidLoad] <OtherVC: 0x9>"]
    }

    @Test("an addressed child whose didMove never came is a warning without the class-only remark")
    func addressedWeakFinding() {
        let found = Self.messages(Self.lines(receiver: " <ChildVC: 0x2>"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("warning ") == true)
        #expect(found.first?.contains("only the class name identifies it") == false, "\(found)")
    }

    @Test("a class-only child says the class name is all that identifies it")
    func classOnlyWeakFinding() {
        let found = Self.messages(Self.lines(receiver: ""))
        #expect(found.count == 1)
        #expect(found.first?.contains("only the class name identifies it") == true, "\(found)")
    }

    @Test("a memory warning after a class-only dealloc, read as another instance's, hints at logging the address, not at a dangling reference")
    func anotherInstanceHintAgreesWithTheNote() throws {
        func finding(_ receiver: String) throws -> Violation {
            try #require(findings(of: "message-after-dealloc", in: [
                "2024-03-05 10:23:45.100 MyApp[1:2] -[FeedVC viewDidLoad]\(receiver)",
                "2024-03-05 10:23:46.000 MyApp[1:2] -[FeedVC dealloc]\(receiver)",
                "2024-03-05 10:23:47.000 MyApp[1:2] -[FeedVC didReceiveMemoryWarning]\(receiver)",
            ]).first)
        }
        let classOnly = try finding("")
        #expect(classOnly.message.contains("most likely another instance"), "\(classOnly.message)")
        #expect(classOnly.hint?.contains("Log the object's address") == true, "\(String(describing: classOnly.hint))")
        let addressed = try finding(" <FeedVC: 0x2>")
        #expect(addressed.hint?.contains("clear it in dealloc/deinit") == true, "\(String(describing: addressed.hint))")
    }

    @Test("a load after the class disappeared, read as a second instance, hints at logging the address, not at a loadView loop")
    func secondInstanceLoadHintAgreesWithTheNote() throws {
        let found = try #require(findings(of: "view-loaded-twice", in: [
            "FeedVC viewDidLoad()", "FeedVC viewWillAppear(_:)", "FeedVC viewDidAppear(_:)",
            "FeedVC viewWillDisappear(_:)", "FeedVC viewDidDisappear(_:)", "FeedVC viewDidLoad()",
        ]).first)
        #expect(found.message.contains("most likely a second instance"), "\(found.message)")
        #expect(found.hint == IdentityHint.logTheAddress)
    }
}
