/// Maps every spelling of a lifecycle method (ObjC selector, Swift `#function`, hand-written
/// name) onto its canonical ``EventKind``.
public enum Vocabulary {
    /// Base names (the part before `:` or `(`) and the kind they mean when no label decides.
    static let byBaseName: [String: EventKind] = [
        // `Init` as hand-written lists spell it (`JackDetailViewController Init`), like `Deinit` below.
        "init": .initialize, "Init": .initialize, "initWithCoder": .initialize, "initWithNibName": .initialize, "initWithFrame": .initialize,
        "awakeFromNib": .awakeFromNib, "loadView": .loadView, "viewDidLoad": .viewDidLoad,
        "viewWillAppear": .viewWillAppear, "viewIsAppearing": .viewIsAppearing, "viewDidAppear": .viewDidAppear,
        "viewWillDisappear": .viewWillDisappear, "viewDidDisappear": .viewDidDisappear,
        "viewWillLayoutSubviews": .viewWillLayoutSubviews, "viewDidLayoutSubviews": .viewDidLayoutSubviews,
        "updateViewConstraints": .updateViewConstraints,
        "willMoveToParentViewController": .willMoveToParent, "didMoveToParentViewController": .didMoveToParent,
        // Hand-written short names of `willMove(toParent:)` (`didMoveToParent: Optional(<Children.ViewController: 0x…>)`).
        "willMoveToParent": .willMoveToParent, "didMoveToParent": .didMoveToParent,
        "addChildViewController": .addChild, "addChild": .addChild,
        "removeFromParentViewController": .removeFromParent, "removeFromParent": .removeFromParent,
        "beginAppearanceTransition": .beginAppearanceTransition, "endAppearanceTransition": .endAppearanceTransition,
        "didReceiveMemoryWarning": .didReceiveMemoryWarning, "viewWillUnload": .viewWillUnload, "viewDidUnload": .viewDidUnload,
        "dealloc": .dealloc, "deinit": .dealloc,
        // Hand-written deinit prints (`** Deinit: FeedVC **`, `🛑 FeedVC DEINITED`).
        "Deinit": .dealloc, "DEINIT": .dealloc, "deinited": .dealloc, "Deinited": .dealloc, "DEINITED": .dealloc,
        "deinitialized": .dealloc, "Deinitialized": .dealloc,
        // `print("HomeViewController deallocated")` in deinit, `NSLog(@"%@ Deallocated", self)` in dealloc.
        "deallocated": .dealloc, "Deallocated": .dealloc, "DEALLOCATED": .dealloc,
        "dealloced": .dealloc, "Dealloced": .dealloc, "DEALLOCED": .dealloc,
        // Hand-written lists that capitalise the callback (`JackDetailViewController ViewDidLoad`).
        "ViewDidLoad": .viewDidLoad, "ViewWillAppear": .viewWillAppear, "ViewDidAppear": .viewDidAppear,
        "ViewWillDisappear": .viewWillDisappear, "ViewDidDisappear": .viewDidDisappear,
        "willMoveToSuperview": .willMoveToSuperview, "didMoveToSuperview": .didMoveToSuperview,
        "willMoveToWindow": .willMoveToWindow, "didMoveToWindow": .didMoveToWindow,
        "didAddSubview": .didAddSubview, "willRemoveSubview": .willRemoveSubview, "removeFromSuperview": .removeFromSuperview,
        "layoutSubviews": .layoutSubviews, "updateConstraints": .updateConstraints, "drawRect": .drawRect,
    ]

    /// Hand-written reports of a deallocation in the past tense (`FeedVC deallocated`): names, never
    /// selectors, so with a colon they introduce what follows (MLeaksFinder's `Object Deallocated: (`
    /// and the list of classes on the next lines) and are no call.
    static let pastTenseReports: Set<String> = ["deinited", "Deinited", "DEINITED", "deinitialized", "Deinitialized",
                                                "deallocated", "Deallocated", "DEALLOCATED", "dealloced", "Dealloced", "DEALLOCED"]

    /// Swift spells some callbacks with a shared base name and a label: `willMove(toParent:)`.
    static let bySwiftLabel: [String: EventKind] = [
        "willMove(toParent": .willMoveToParent, "willMove(toParentViewController": .willMoveToParent,
        "didMove(toParent": .didMoveToParent, "didMove(toParentViewController": .didMoveToParent,
        "willMove(toSuperview": .willMoveToSuperview, "willMove(toWindow": .willMoveToWindow,
        "draw(_": .drawRect,
    ]

    /// Names that are a lifecycle event even when printed alone without `:` or `()`
    /// (`viewWillAppear`, `dealloc`): hand-written logs and `⬇️ ---- viewDidLoad` lists.
    static let bareNames: Set<String> = Set(byBaseName.keys).subtracting(["init", "Init", "addChild", "removeFromParent"])
        .union(otherUIKitNames)

    /// UIKit methods outside the canonical vocabulary (kind `other`) that people log by hand
    /// (`4: A_ViewController loadViewIfNeeded`): still events of the object, so a checker sees
    /// them, and `isViewLoaded` noise is not mistaken for a view load.
    static let otherUIKitNames: Set<String> = [
        "loadViewIfNeeded", "isViewLoaded", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
        "traitCollectionDidChange", "prepareForReuse", "viewWillTransitionToSize", "willTransitionToTraitCollection",
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "sizeToFit", "viewDidMoveToWindow",
    ]

    /// The name of a selector or Swift function without its labels: the part before the first `(`
    /// or `:` (`prepareForReuse` of `prepareForReuse()`, `Deallocated` of `Deallocated:`).
    public static func baseName(of selector: String) -> Substring {
        let utf8 = selector.utf8
        return selector[..<(utf8.firstIndex { $0 == ASCII.leftParenthesis || $0 == ASCII.colon } ?? utf8.endIndex)]
    }

    /// The kind of a selector or Swift function name; `.other` when it is not lifecycle vocabulary.
    public static func kind(of selector: String) -> EventKind {
        // UTF-8 views: this runs for every event, and Character iteration is the slow path.
        let utf8 = selector.utf8
        var baseEnd = utf8.endIndex
        if let paren = utf8.firstIndex(of: ASCII.leftParenthesis) {
            baseEnd = paren
            if let colon = utf8[paren...].firstIndex(of: ASCII.colon), let kind = bySwiftLabel[String(selector[..<colon])] { return kind }
        } else if let colon = utf8.firstIndex(of: ASCII.colon) {
            baseEnd = colon
        }
        let base = utf8[..<baseEnd]
        if base.starts(with: "addObserver".utf8) { return .addObserver }
        if base.starts(with: "removeObserver".utf8) { return .removeObserver }
        // An initializer takes arguments (`initWithStyle:`, `initWithCoder:`) or says what from (`initFromNib`);
        // `initUI`, `initData`, `initViews()` without any are the setup helpers a viewDidLoad calls, no new instance.
        if base.starts(with: "init".utf8), base.count > 4, ByteText.isUpper(base[base.index(base.startIndex, offsetBy: 4)]),
           base.starts(with: "initWith".utf8) || base.starts(with: "initFrom".utf8) || Vocabulary.takesArguments(utf8, after: baseEnd) {
            return .initialize
        }
        let name = baseEnd == utf8.endIndex ? selector : String(selector[..<baseEnd])
        if let kind = byBaseName[name] { return kind }
        return viewCallbackIgnoringCase(name).flatMap { byBaseName[$0] } ?? .other
    }

    /// True when the selector or Swift function whose base name ends at `baseEnd` takes arguments: a
    /// colon follows, or parentheses that hold something.
    private static func takesArguments(_ utf8: String.UTF8View, after baseEnd: String.UTF8View.Index) -> Bool {
        guard baseEnd != utf8.endIndex else { return false }
        if utf8[baseEnd] == ASCII.colon { return true }
        let next = utf8.index(after: baseEnd)
        return next != utf8.endIndex && utf8[next] != ASCII.rightParenthesis
    }

    /// The view callback `name` spells with other capitals (`viewWillDisAppear`, `ViewDidload`: labels
    /// typed by hand, a popular course's among them), or nil. Only the `view…` callbacks: other names
    /// in other capitals are words (`Dealloc is called …`); and only in mixed case, as people type
    /// them: `viewdidload` printed by `__func__` is another method, which UIKit never calls.
    static func viewCallbackIgnoringCase(_ name: String) -> String? {
        let utf8 = name.utf8
        guard utf8.count >= 11, let first = utf8.first, first | 0x20 == ASCII.v,
              utf8.contains(where: ByteText.isUpper), utf8.contains(where: ByteText.isLower) else { return nil }
        return viewCallbacksByLowercase[name.lowercased()]
    }

    private static let viewCallbacksByLowercase: [String: String] = Dictionary(
        byBaseName.keys.filter { $0.hasPrefix("view") }.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// True when an observer selector is the block-based API, whose registration must be removed.
    public static func isBlockBasedObserver(_ selector: String) -> Bool {
        // Bytes, not Foundation's `contains`: this runs for every observer event.
        var selector = selector
        return selector.withUTF8 { isBlockBasedObserver(UnsafeRawBufferPointer($0)) }
    }

    /// ``isBlockBasedObserver(_:)`` of the bytes of a selector or of the text after `addObserver`.
    static func isBlockBasedObserver(_ b: UnsafeRawBufferPointer) -> Bool {
        let all = 0..<b.count
        return ByteText.find(b, "ForName", in: all) != nil || ByteText.find(b, "forName", in: all) != nil
            || ByteText.find(b, "usingBlock", in: all) != nil || ByteText.find(b, "using:", in: all) != nil
    }
}
