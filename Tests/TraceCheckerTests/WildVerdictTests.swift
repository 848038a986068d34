import Foundation
import Testing
import TraceChecker
import TraceParser

/// Issue 14: real console pastes (`Fixtures/wild/`, sources in `Fixtures/SOURCES.md`) give exactly
/// these findings at warning or error, about exactly these objects: UIKit's and Foundation's own
/// sentences name the object of the finding, leak finders' lines name the suspect, backtraces and
/// nameless timelines give nothing above a note.
@Suite("Logs in the wild: verdicts")
struct WildVerdictTests {
    struct Finding: Equatable, CustomStringConvertible {
        var line: Int
        var rule: String
        var severity: Severity
        var className: String?
        var address: String?
        var description: String { "\(line) \(severity.rawValue) \(rule) \(className ?? "-")@\(address ?? "-")" }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var findings: [(Int, String, Severity, String?, String?)]
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "bt01_first_throw_call_stack_AVCamSwift4.log", findings: [(1, "kvo-remove-unregistered", .error, "CameraViewController", "0x16ea7f70")]),
        Case(file: "bt02_lldb_bt_removeObserver_JSQMessages379.log", findings: [(1, "kvo-remove-unregistered", .error, "JSQMessagesInputToolbar", "0x94637d0")]),
        Case(file: "bt03_crash_report_thread0_dealloc_Shimmer67.log", findings: []),
        Case(file: "bt04_crash_report_swift_frames_NetNewsWire522.log", findings: []),
        Case(file: "bt05_crash_report_tab_dealloc_frames_SalesforceRN403.log", findings: []),
        Case(file: "bt06_crashlytics_frames_intercom293.log", findings: []),
        Case(file: "bt07_first_throw_kvo_dealloc_macfusion11.log", findings: [(1, "kvo-observer-dealloc", .error, "SSHServerFS", "0x6100000945a0")]),
        Case(file: "bt08_ips_json_symbols_AboutThisHack94.log", findings: []),
        Case(file: "bt09_lldb_breakpoint_where_chisel_objcio19.log", findings: []),
        Case(file: "bt10_lldb_bmessage_viewWillAppear_arm64_notes.log", findings: []),
        // Its frames are no calls; the runtime's own line under them is the crash: a weak reference formed in dealloc.
        Case(file: "bt11_crash_report_file_line_frames_dealloc_weak_blog.log", findings: [(17, "message-after-dealloc", .error, "ShareViewController", "0x7fbc9287e840")]),
        // Today's sweeps: lldb's names of addresses and a crash reporter's JSON frames are no calls; loggers' source
        // lines tell one call's statements from a second call; AVKit's and the present warning's shorter sentences.
        Case(file: "bt35_lldb_register_read_symbols_call_stack_notes.log", findings: []),
        Case(file: "bt36_lldb_find_block_in_method_JITDemo.log", findings: []),
        Case(file: "bt37_sentry_event_json_function_symbol_frames.log", findings: []),
        // Its frames are no calls; the tab bar's exception, quoted twice in the question, names no controller.
        Case(file: "bt38_crash_frames_padding_lost_tabbar_apple_forums769313.log",
             findings: [(1, "uikit-diagnostic", .warning, nil, nil), (3, "uikit-diagnostic", .warning, nil, nil)]),
        Case(file: "file04_dlog_line_two_runs_glued_time_ZHLog.log", findings: [(6, "view-loaded-twice", .warning, "ViewController", nil)]),
        Case(file: "file05_file_index_line_function_scene_launch_swiftvchello.log", findings: []),
        Case(file: "file06_pretty_function_colon_line_SKLogger.log", findings: []),
        // Callbacks spelled out in words: the reported double load is read.
        // Xcode's stamp with the process cut away keeps the calls' times.
        Case(file: "fmt07_xcode_stamp_process_cut_away_xib_controller_jianshu.log", findings: []),
        Case(file: "word01_spelled_out_view_did_load_twice_Material378.log", findings: [(2, "view-loaded-twice", .warning, "MainViewController", nil)]),
        Case(file: "word02_spelled_out_label_then_description_push_pop_cyrus.log", findings: []),
        Case(file: "diag40_avplayer_enter_full_screen_outside_hierarchy_titanium12233.log", findings: [(3, "uikit-diagnostic", .warning, "AVPlayerViewController", "0x7fc445038e00")]),
        Case(file: "diag41_present_warning_tail_only_DKImagePicker79.log", findings: [(1, "uikit-diagnostic", .warning, "ViewController", "0x124e458f0")]),
        // Session 33's sweeps: RIBs' second leak message, a custom container's transition between children of
        // two parents under HockeyApp's frames, the present tail in inline code, placeholders.
        Case(file: "leak04_ribs_appearance_has_leaked_blockquote_RIBs174.log", findings: [(1, "controller-leak", .warning, "HomeViewController", "0x7fbcd050ee40")]),
        Case(file: "diag42_children_common_parent_hockeyapp_frames_Awful213.log", findings: [(4, "hierarchy-inconsistency", .error, "UINavigationController", "0x1e8ab490")]),
        Case(file: "diag43_present_tail_in_inline_fences_facebook_swift_sdk201.log", findings: [(1, "uikit-diagnostic", .warning, "SFAuthenticationViewController", "0x7fdf80860800")]),
        // iOS 5's words for a split view controller used before it has its controllers, in the device's syslog.
        Case(file: "diag44_split_view_master_ios5_asl_syslog_corona_readme.log", findings: [(2, "uikit-diagnostic", .warning, "PSSplitViewController", "0xfe735b0")]),
        // Session 41's sweeps: QuickLook's remote preview printed UIKit's sentence by itself on iOS 8-9; a blog's prose
        // quotes NSZombie's sentence again and names `-[TestModel dealloc]` in a code span (one crash, no dealloc).
        Case(file: "diag45_quicklook_remote_preview_unbalanced_FullScreenImage6.log",
             findings: [(1, "appearance-transition-balance", .warning, "QLRemotePreviewContentController", "0x1535f200")]),
        Case(file: "zomb01_prose_quotes_zombie_then_names_dealloc_madordie_blog.log",
             findings: [(4, "message-after-dealloc", .error, "TestModel", "0x6000039ec630")]),
        Case(file: "quote09_keyboard_cannot_present_masked_address_ALRT17.log", findings: []),
        Case(file: "quote10_present_placeholder_addresses_SharePlugin38.log", findings: []),
        // Read as calls, lldb's two memory-history stacks gave a view-loaded-twice warning.
        Case(file: "bt12_lldb_memory_history_frames_MelonTeam.log", findings: []),
        Case(file: "bt13_crash_frames_split_image_line_book.log", findings: []),
        Case(file: "bt14_frames_without_numbers_blank_lines_blog.log", findings: []),
        Case(file: "bt15_crash_frames_without_addresses_Instabug.log", findings: []),
        Case(file: "fmt01_xharness_dotnet_console_unbalanced_maui.log", findings: [(1, "appearance-transition-balance", .error, "Microsoft_Maui_Controls_Platform_Compatibility_ShellSectionRenderer", "0x10b904e00")]),
        Case(file: "fmt02_grep_n_prefixed_idevicesyslog_nat.log", findings: []),
        // React Native's own performance counter, not UIKit's sentence.
        Case(file: "fmt03_rctlog_prefix_performance_logger_rnn1285.log", findings: []),
        Case(file: "fmt04_xcode15_metadata_lines_after_messages_gestureflow.log", findings: []),
        // The assertion names a method; it is no call, so nothing else is found.
        Case(file: "diag22_assertion_failure_names_method_rn5183.log", findings: [(1, "appearance-transition-balance", .error, "RCTWrapperViewController", "0x7fd055c72a30")]),
        // The warning's object does not take the class-only line after it: the class's own pairing finding stays.
        Case(file: "seq06_class_only_lines_around_unbalanced_warning_unballanced.log", findings: [
            (16, "appearance-transition-balance", .error, "ViewController1", "0x7f9c5970afc0"),
            (17, "appearance-pairing", .warning, "ViewController1", nil),
        ]),
        // A pop during another navigation transition: UIKit's two sentences name no controller, warnings.
        Case(file: "diag24_nested_pop_finishing_unexpected_state_SwipeNavigationVC2.log", findings: [
            (1, "uikit-diagnostic", .warning, nil, nil), (2, "uikit-diagnostic", .warning, nil, nil),
        ]),
        // A view added inside a SwiftUI host (iOS 18): SwiftUI's fault names a view's class, no controller; warnings.
        Case(file: "diag25_subview_of_hosting_view_WhatsNewKit106_FloatingPanel688.log", findings: [
            (1, "uikit-diagnostic", .warning, nil, nil), (2, "uikit-diagnostic", .warning, nil, nil),
        ]),
        // A popover without an anchor on iPad: the exception names the presentation controller; its Xcode copy,
        // cut short by the page, is no whole sentence.
        Case(file: "diag26_popover_without_source_view_capacitor-plugins352.log", findings: [
            (1, "uikit-diagnostic", .warning, "UIPopoverPresentationController", "0x10520e130"),
        ]),
        // A window without a root controller at launch (no object), then UIKit's unbalanced transitions it led to.
        Case(file: "diag27_window_without_root_controller_KKPasscodeLock13.log", findings: [
            (1, "uikit-diagnostic", .warning, nil, nil), (2, "appearance-transition-balance", .error, "UINavigationController", "0x1154a3b0"),
        ]),
        // The Main Thread Checker's report: the API it names is a class's, no object of the log; its frames are no calls.
        Case(file: "diag28_main_thread_checker_STPopup140.log", findings: [(2, "uikit-diagnostic", .warning, nil, nil)]),
        // The controller's Chinese dealloc print (`控制器[X]销毁了`) is its dealloc; MLeaksFinder names the view that leaked.
        Case(file: "diag23_chinese_dealloc_print_then_view_leak_MLeaksFinder73.log", findings: [(8, "controller-leak", .warning, "UIView", nil)]),
        // `[LIFECYCLE]` is a category, not a class: read as one, it put both documented runs on one timeline (two warnings).
        Case(file: "tag01_category_tags_called_complete_WEScaffold.log", findings: []),
        // Screens labelled in Japanese before `#function`: read as two objects, UIKit's tab-switch order, nothing to report.
        Case(file: "seq08_japanese_screen_labels_tab_switch_ticklecode.log", findings: []),
        // `クラス名:X メソッド名:f()`: labelled fields name the type and the method; a push in UIKit's order.
        Case(file: "seq09_labelled_class_and_method_fields_push_seeking-star.log", findings: []),
        // Three runs pasted one after another, by label only: a load after an appearance starts what is most likely
        // a second instance, and from there the label's callbacks may be two instances' (notes), the text's own
        // typo too (a second `vc1 – viewDidDisappear` where vc2 disappears).
        Case(file: "seq07_three_runs_pasted_class_only_labels_remkoh.log", findings: []),
        Case(file: "bt16_sentry_frames_without_offsets_rn-screens.log", findings: [(1, "uikit-diagnostic", .warning, "RNSScreen", "0x105075810")]),
        Case(file: "bt17_malloc_history_rows_viewDidLoad_gianluca.log", findings: [(3, "message-after-dealloc", .error, "UIImage", "0x769822")]),
        Case(file: "bt18_instruments_leak_stack_no_address_radar21220974.log", findings: []),
        Case(file: "bt19_bugsnag_image_path_frames_Instabug171.log", findings: []),
        Case(file: "bt20_frames_with_image_offset_column_rn-screens1857.log", findings: []),
        // ThreadSanitizer's frames name the methods on the stacks of a race; viewDidLoad's frame in two stacks
        // of one report was a second load (a false view-loaded-twice warning).
        Case(file: "bt21_thread_sanitizer_report_LJLock.log", findings: []),
        Case(file: "bt22_thread_sanitizer_objc_frames_snowplow609.log", findings: []),
        // A Crashlytics export: the sentence lost its addresses (a note naming nobody); its decimal-address frames were eight calls.
        Case(file: "bt23_crashlytics_decimal_address_frames_FLEX86.log", findings: []),
        // NSZombie's report with its address cut off still names the class the message reached.
        Case(file: "diag29_zombie_without_address_DZNEmptyDataSet97.log", findings: [(1, "message-after-dealloc", .error, "UITableView", nil)]),
        // KVO's other removal crash: the key on the path changed without a notification.
        Case(file: "diag30_kvo_remove_key_changed_without_notification_PBJVision290.log", findings: [(1, "kvo-remove-unregistered", .error, "PBJVision", "0x17ea24d0")]),
        // A crash reporter's frames with the image's offset and nothing after the symbol.
        Case(file: "bt24_crash_frames_image_offset_no_suffix_weeknotes.log", findings: []),
        // Instruments' retain/release history names the method each retain happened in; an ipsw diff lists
        // methods with their sizes: neither holds a call.
        Case(file: "bt25_instruments_retain_release_history_ios7_reloadSections_radar.log", findings: []),
        Case(file: "bt26_ipsw_diff_function_sizes_DataAccessUI.log", findings: []),
        Case(file: "bt27_bugly_escaped_stack_on_one_line_flutter_boost2186.log", findings: []),
        Case(file: "bt28_atos_swift_symbol_in_symbolication_guide.log", findings: []),
        Case(file: "bt29_rollbar_frames_line_in_method_OpenTreeMap362.log", findings: [(1, "uikit-diagnostic", .warning, "UINavigationController", "0x11a8ad000")]),
        Case(file: "bt30_crashlytics_raw_text_pipe_table_MaterialShowcase79.log", findings: [(1, "hierarchy-inconsistency", .error, "SomeTableViewController", "0x104b39800")]),
        Case(file: "bt31_frames_over_two_lines_symbol_alone_Intercom289.log", findings: []),
        Case(file: "bt32_quoted_tab_separated_frames_TZImagePicker402.log", findings: []),
        // The method the reason starts with is no dealloc; the sentence is UIKit's about the popover.
        Case(file: "bt33_reason_starts_with_dealloc_token_radar20962645.log", findings: [(1, "uikit-diagnostic", .warning, "UIPopoverController", nil)]),
        Case(file: "bt34_app_center_frames_semicolon_module_Provenance1796.log", findings: []),
        // UIKit's sentence in an issue's title with a bare class name: typed, so a note naming nobody.
        Case(file: "quote06_unbalanced_bare_class_in_issue_title_XamarinForms14751.log", findings: []),
        // Markdown's escapes around each object: still the objects UIKit named.
        Case(file: "quote07_markdown_escaped_objects_objcio.log", findings: [
            (1, "uikit-diagnostic", .warning, "UINavigationController", "0x109518bd0"), (2, "uikit-diagnostic", .warning, "UINavigationController", "0x109518bd0"),
            (3, "appearance-transition-balance", .error, "UINavigationController", "0x109518bd0"), (4, "uikit-diagnostic", .warning, nil, nil),
        ]),
        // A blank the reporter typed after `<`: the object is still the one the sentence names.
        Case(file: "quote08_unbalanced_blank_after_bracket_CWLateralSlide136.log",
             findings: [(1, "appearance-transition-balance", .error, "mainViewController", "0x12f510530")]),
        // An unrecognized selector's method never ran: no event, nothing to report.
        Case(file: "diag31_unrecognized_selector_reused_observer_JPSVolumeButtonHandler5.log", findings: []),
        // A document menu presented on iPad without an anchor (the popover crash in the presented controller's wording).
        Case(file: "diag32_popover_document_menu_without_anchor_JVTImageFilePicker8.log",
             findings: [(2, "uikit-diagnostic", .warning, "SFEntityRelatedListVC", "0x7d422600"),
                        (4, "uikit-diagnostic", .warning, "UIDocumentMenuViewController", "0x7e018a90")]),
        // A table view laid out before it is in a window: UIKit's advice, a note (no warning or error).
        Case(file: "diag33_tableview_layout_outside_window_NetNewsWire3910_FlowCrypt683.log", findings: []),
        // Controllers shown that allow no orientation the app allows: about the class the exception names, if it names one.
        Case(file: "diag34_invalid_interface_orientation_Instabug90_MetalScope39_NYTPhotoViewer360.log",
             findings: [(1, "uikit-diagnostic", .warning, "PUUIAlbumListViewController", nil), (2, "uikit-diagnostic", .warning, "StereoViewController", nil),
                        (3, "uikit-diagnostic", .warning, nil, nil)]),
        // A page view controller's pages changed during a page turn: the view is a page's, no controller is named.
        Case(file: "diag35_page_turn_inconsistency_Pageboy277_ICViewPager6.log",
             findings: [(3, "uikit-diagnostic", .warning, nil, nil), (9, "uikit-diagnostic", .warning, nil, nil)]),
        // A navigation controller pushed onto another, and a pop to a controller not in the stack: no controller named.
        Case(file: "diag36_navigation_misuse_push_navigation_controller_pop_to_missing.log",
             findings: [(4, "uikit-diagnostic", .warning, nil, nil), (6, "uikit-diagnostic", .warning, nil, nil)]),
        Case(file: "diag37_split_view_without_controllers_then_unbalanced_MobileSMS_iOSRe.log", findings: [(3, "uikit-diagnostic", .warning, "CKMessagesController", "0x15bd7800"), (4, "appearance-transition-balance", .error, "CKMessagesController", "0x15bd7800")]),
        Case(file: "diag38_split_view_column_changed_while_expanding_Sidebar_iOS14.log", findings: [(1, "uikit-diagnostic", .warning, "UISplitViewController", "0x10550a630")]),
        Case(file: "diag39_tvos_replicant_view_and_layer_off_main_thread_Swiftfin_notes.log", findings: [(5, "uikit-diagnostic", .warning, nil, nil)]),
        // didMove twice with the same parent (the app's call and UIKit's): no containment finding.
        Case(file: "seq10_short_containment_names_children.log", findings: []),
        // Init, load, (a leaking closure keeps it) init, load of one class by name: a second instance, a note at most.
        Case(file: "seq11_init_between_loads_class_only_SeSAC7Week7.log", findings: []),
        // Launched into landscape on an iPad (iOS 5): the bounds before each callback; rotation and layout between
        // viewWillAppear: and viewDidAppear: are legal.
        Case(file: "seq12_bounds_before_callbacks_landscape_launch_so9539676.log", findings: []),
        Case(file: "seq13_korean_ordinal_labels_negated_line_velog_notes.log", findings: []),
        // Each experiment in its own code block: a class-only timeline crossing a block gives notes.
        Case(file: "seq14_console_fences_sheet_drag_alternatives_ko_blog.log", findings: []),
        Case(file: "seq15_tab_bar_switches_in_three_fences_ko_notes.log", findings: []),
        // A fence written on the line before the date: the record keeps its process, time and presenter.
        // A tag logger's `[File.swift]:18 [viewDidLoad()] - message`: four statements of one call (rising lines).
        Case(file: "file03_logger_file_line_brackets_hgkim2024Log.log", findings: []),
        // Five statements of one viewDidLoad, one time stamp, printed by a queue out of line order: one call, not five.
        Case(file: "fmt06_logger_statements_out_of_order_TTLog.log", findings: []),
        Case(file: "fmt05_fence_on_the_line_capacitor-plugins1300.log", findings: [(1, "uikit-diagnostic", .warning, "CAPBridgeViewController", "0x10400ad50")]),
        Case(file: "diag21_kvo_remove_backticks_compressed_stack_ioctocat183.log", findings: [
            (3, "kvo-remove-unregistered", .error, "MyEventsController", "0x1d5f8610"),
            (7, "kvo-remove-unregistered", .error, "MyEventsController", "0x1d572b30"),
        ]),
        Case(file: "diag01_kvo_dealloc_observation_info_MessageDisplayKit44.log", findings: [(1, "kvo-observer-dealloc", .error, "XHMessageTableView", "0x9312000")]),
        Case(file: "diag02_kvo_dealloc_info_same_line_DeckTransition27.log", findings: [(1, "kvo-observer-dealloc", .error, "UIView", "0x7fbb03e54680")]),
        Case(file: "diag03_kvo_remove_unregistered_issues.log", findings: [
            (1, "kvo-remove-unregistered", .error, "PublicProfileVC", "0x182590f0"),
            (2, "kvo-remove-unregistered", .error, "SDPhotoBrowser", "0x101369e40"),
            (3, "kvo-remove-unregistered", .error, "RMSaveButton", "0x15f2a760"),
            (4, "kvo-remove-unregistered", .error, "DBPerformanceToolkit", "0x1741193e0"),
            (5, "kvo-remove-unregistered", .error, "DFPlayer", "0x2811e1700"),
        ]),
        Case(file: "diag04_presentation_warnings_issues.log", findings: [
            (1, "uikit-diagnostic", .warning, "RFViewController", "0x7ff6c1605650"),
            (2, "uikit-diagnostic", .warning, "UINavigationController", "0x14d76820"),
            (3, "uikit-diagnostic", .warning, "SignInViewController", "0x7f8529dc9490"),
            (4, "uikit-diagnostic", .warning, "CoinsViewController", "0x7ff38bd29be0"),
            (5, "uikit-diagnostic", .warning, "ChatViewController", "0x117817c00"),
            (6, "uikit-diagnostic", .warning, "UINavigationController", "0x102013c00"),
            (7, "uikit-diagnostic", .warning, "SideMenuViewController", "0x14fbc6f0"),
            (8, "uikit-diagnostic", .warning, "JailbreakViewController", "0x100a3a5c0"),
        ]),
        Case(file: "diag05_unbalanced_appearance_issues.log", findings: [
            (1, "appearance-transition-balance", .error, "NavViewController", "0x12d50b240"),
            (2, "appearance-transition-balance", .error, "UINavigationController", "0x126030000"),
            (3, "appearance-transition-balance", .error, "WARootViewController", "0x7ce634d0"),
        ]),
        Case(file: "diag06_hierarchy_inconsistency_issues.log", findings: [
            (1, "hierarchy-inconsistency", .error, "MainSettingsViewController", "0xf3696b0"),
            (2, "hierarchy-inconsistency", .error, "BATestTableViewController", nil),
            (3, "hierarchy-inconsistency", .error, "PopupViewController", "0x1104987d0"),
            (4, "hierarchy-inconsistency", .error, "ExampleTableViewController", "0x6898820"),
            (5, "hierarchy-inconsistency", .error, "SessionsViewController", "0xa2958e0"),
        ]),
        Case(file: "diag07_unowned_reference_zombie_Erik57.log", findings: [(1, "message-after-dealloc", .error, nil, "0x283c56000")]),
        // The header names nobody (a note); the next line names the class.
        Case(file: "diag08_kvo_dealloc_address_lost_Persei17.log", findings: [(1, "kvo-observer-dealloc", .error, "UITableView", nil)]),
        // Since iOS 17: "Presenting view controller <A> from detached view controller <B> is not supported": about B.
        Case(file: "diag10_detached_presenter_not_supported_LNPopupController560.log", findings: [(1, "uikit-diagnostic", .warning, "LargePlayerViewController", "0x1026094e0")]),
        Case(file: "diag11_detached_presenter_not_supported_minjae1995.log", findings: [(1, "uikit-diagnostic", .warning, "EmptyPresentViewController", "0x10360e280")]),
        Case(file: "diag12_detached_presenter_discouraged_quoted_LocalConsole18.log", findings: [(1, "uikit-diagnostic", .warning, "ConsoleViewController", "0x7fb2be27ecb0")]),
        // The run loop's "Caught exception during autorelease pool drain" and the termination 6 ms later are one crash.
        Case(file: "diag13_exception_caught_then_terminating_one_crash_MemoryLeakDemo.log", findings: [(1, "kvo-remove-unregistered", .error, "DYSKVOViewController", "0x7fbca44362f0")]),
        // Swift's fatal error reaches the console three times for one crash (the first glued to the next record).
        Case(file: "diag14_unowned_fatal_error_printed_three_times_NukeUI35.log", findings: [(1, "message-after-dealloc", .error, nil, nil)]),
        // Navigation's sentences: about the controller pushed twice, the navigation controller popped mid-transition,
        // the controller presented while already presented, the controller loaded while deallocating.
        Case(file: "diag15_pushing_same_instance_terminating_ios13_SwiftAlgorithms31.log", findings: [(1, "uikit-diagnostic", .warning, "MarkdownPresentationViewController", "0x7fd451905d00")]),
        Case(file: "diag16_pop_while_transition_occurring_SlideMenu161.log", findings: [(1, "uikit-diagnostic", .warning, "SlideNavigationController", "0x7fe0e186ea00")]),
        Case(file: "diag17_present_modally_already_being_presented_backticks_stripe7.log", findings: [(1, "uikit-diagnostic", .warning, "BottomSheetViewController", "0x15df81de0")]),
        // iOS 13's sentence about the window's root names no object: a window has one root.
        Case(file: "diag19_root_view_added_manually_window_Toaster182.log", findings: [(1, "uikit-diagnostic", .warning, nil, nil)]),
        Case(file: "diag20_cannot_form_weak_reference_deallocating_OfflineProtocol266.log", findings: [(5, "message-after-dealloc", .error, "InternetManager", "0x163819180")]),
        Case(file: "diag18_load_view_while_deallocating_three_apps_mapbox2475.log", findings: [
            (1, "uikit-diagnostic", .warning, "UIAlertController", "0x7f875bfd9940"),
            (2, "uikit-diagnostic", .warning, "UIAlertController", "0x14cf139f0"),
            (3, "uikit-diagnostic", .warning, "UIAlertController", "0x7fe5ada066b0"),
        ]),
        Case(file: "diag09_zombie_sign_lost_iConsole10.log", findings: [(1, "message-after-dealloc", .error, "MyRootViewController", "0xa55d5b0")]),
        // clang's trace-pc-guard prints the method at every block it enters: untimed, class-only, so warnings.
        // The stored excerpt stops 1 ms after the child's viewDidAppear: a missing didMove there is a note.
        // Source lines pasted beside the log are statements, never calls.
        Case(file: "code01_zombie_then_source_line_MMDrawer.log", findings: [(3, "message-after-dealloc", .error, "CFRunLoopTimer", "0x17e90d60")]),
        Case(file: "code02_appearance_calls_in_tab_bar_source.log", findings: []),
        Case(file: "cont01_child_appears_as_log_ends_DTFoundation33.log", findings: []),
        Case(file: "cov01_sanitizer_coverage_block_trace_viewDidLoad_blog.log", findings: [
            (16, "view-loaded-twice", .warning, "ViewController", nil), (17, "view-loaded-twice", .warning, "ViewController", nil),
            (18, "view-loaded-twice", .warning, "ViewController", nil), (20, "view-loaded-twice", .warning, "ViewController", nil),
        ]),
        Case(file: "quote01_kvo_dealloc_markdown_quoted_XLPagerTabStrip127.log", findings: [(1, "kvo-observer-dealloc", .error, "UIView", "0x7fb0524ae200")]),
        Case(file: "quote02_unbalanced_nslog_in_code_comment_OAOffice.log", findings: [(7, "appearance-transition-balance", .error, "UISplitViewController", "0x13750e270")]),
        // Placeholders (`*`, `X on Y`, nothing) name no object, which UIKit's sentences always do: notes only.
        Case(file: "quote03_present_placeholder_stars_in_swift_comment.log", findings: []),
        Case(file: "quote04_present_X_on_Y_placeholders_in_js_quiz.log", findings: []),
        // `0x7f...` is an address cut short by hand: the class only.
        // In a source comment, without its address: quoted from memory, a note (helper-26 counted it a false error).
        Case(file: "quote05_unbalanced_truncated_address_in_swift_comment.log", findings: []),
        // Every call logged twice, `**X method Start**` and `**X method End**`, nested as the calls nest.
        Case(file: "rep01_start_end_markers_nested_calls_suho.log", findings: []),
        Case(file: "seq01_push_pop_repush_class_only_sycatbutler.log", findings: []),
        Case(file: "seq02_memory_warning_after_dealloc_class_only_LD-Notes.log", findings: []),
        Case(file: "seq03_type_colon_function_launch_rotation_yagamo.log", findings: []),
        Case(file: "seq04_class_method_after_dealloc_initialize_blog.log", findings: []),
        Case(file: "seq05_relative_ms_labels_push_pop_modal_tab_blog.log", findings: []),
        Case(file: "leak01_mleaksfinder_released_late_MLeaksFinder102.log", findings: [(5, "controller-leak", .warning, "TTCodeViewController", nil)]),
        Case(file: "leak02_leakfinder_readme_LeakFinder.log", findings: [(1, "controller-leak", .warning, "MyViewController", "0x7fa941765f90")]),
        // MLeaksFinder's first releases asserted: NSAssert's report names the class of the object not freed.
        Case(file: "leak05_mleaksfinder_assertion_failure_assertNotDealloc_MLeaksFinder5.log",
             findings: [(2, "controller-leak", .warning, "CalendarVC", nil), (11, "controller-leak", .warning, "SettingVC", nil)]),
        // RIBs' LeakDetector assertion, printed by the assert and again behind NSLog's header: one report, one finding.
        Case(file: "leak03_ribs_leak_detector_assertion_tutorial_blog.log",
             findings: [(1, "controller-leak", .warning, "RootViewController", "0x12271bd60")]),
        Case(file: "ident01_bare_callbacks_uuid_suffix_Pageboy233.log", findings: []),
        Case(file: "dbl01_double_appearance_container_CoconutKit4.log", findings: []),
        // Session 36: the tagged prints and the parenthesised call, clean as they are bare and behind any header.
        Case(file: "tag02_node_init_dealloc_pipe_AsyncDisplayKit406.log", findings: []),
        Case(file: "tag03_ko_bracket_labels_init_push_pop_deinit_blog.log", findings: []),
        Case(file: "dbl02_paren_called_for_object_two_runs_CoconutKit12.log", findings: []),
        // A logger's file and function columns: the file names the class, increasing lines are one call.
        Case(file: "file01_logger_file_function_line_columns_LLALogManager.log", findings: []),
        Case(file: "file02_logger_table_at_file_function_ios-logger.log", findings: []),
        // UIKit's and Foundation's sentences pasted hard-wrapped: read as one, at their first line.
        Case(file: "wrap01_kvo_dealloc_hard_wrapped_BlocksKit115.log", findings: [(1, "kvo-observer-dealloc", .error, "NSObject", "0x9b47210")]),
        Case(file: "wrap02_already_presenting_wrapped_three_lines_RN.log", findings: [(1, "uikit-diagnostic", .warning, "RNSScreen", "0x127374000")]),
        Case(file: "wrap03_already_presenting_wrapped_no_address_RN.log", findings: [(1, "uikit-diagnostic", .warning, "UIViewController", "0x1130a9800")]),
        // Wrapped inside the object's description: the second line alone is the sentence without its object.
        Case(file: "wrap04_dismiss_in_progress_wrapped_inside_object_ZFDragableModal3.log", findings: [(1, "uikit-diagnostic", .warning, "UINavigationController", "0x144510fa0")]),
        // Wrapped right after the token's class: the zombie line alone names no class and no selector.
        Case(file: "wrap05_zombie_wrapped_after_class_name_book_SuperCheckout.log", findings: [(1, "message-after-dealloc", .error, "ProductDetailsViewController", "0x13a620")]),
        // The second sentence starts after the first one's wrapped lines, where a line continues a record.
        Case(file: "wrap06_two_wrapped_presentations_second_after_first_BetterSafariView8.log",
             findings: [(1, "uikit-diagnostic", .warning, "UIHostingController", "0x104c0aad0"), (6, "uikit-diagnostic", .warning, "UIHostingController", "0x157f11f30")]),
    ]

    @Test("Each real paste gives exactly its findings, about the object its sentence names", arguments: cases)
    func verdict(of wild: Case) throws {
        let path = FixturePaths.fixtures.appendingPathComponent("wild/\(wild.file)").path
        let report = TraceCheck.check(source: try FileByteSource(path: path), fileName: wild.file)
        let got = report.violations.filter { $0.severity >= .warning }
            .map { Finding(line: $0.location.line, rule: $0.rule, severity: $0.severity, className: $0.object?.className, address: $0.object?.address) }
            .sorted { ($0.line, $0.rule) < ($1.line, $1.rule) }
        let expected = wild.findings.map { Finding(line: $0.0, rule: $0.1, severity: $0.2, className: $0.3, address: $0.4) }
        #expect(got == expected)
    }

    @Test("Every fixture in wild/ has a verdict here")
    func everyFixtureIsJudged() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FixturePaths.fixtures.appendingPathComponent("wild").path)
            .filter { $0.hasSuffix(".log") }
        #expect(Set(names) == Set(Self.cases.map(\.file)))
    }

    @Test("The nameless Pageboy paste still yields its six callbacks, each despite the id printed after it")
    func namelessCallbacksAreRead() throws {
        let path = FixturePaths.fixtures.appendingPathComponent("wild/ident01_bare_callbacks_uuid_suffix_Pageboy233.log").path
        let report = TraceCheck.check(source: try FileByteSource(path: path), fileName: "ident01")
        #expect(report.statistics.events == 6)
        #expect(report.violations.allSatisfy { $0.severity == .note })
    }
}
