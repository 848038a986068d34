#!/usr/bin/env python3
"""Deterministic mixed iOS device log generator for trace-check benchmarks.

Produces a log that looks like a real device capture: about a quarter of the
lines are lifecycle events of the app's own objects (view controllers, views,
table cells, NotificationCenter observers) written in the explicit
instrumentation convention trace-check documents, the rest is noise from other
processes and subsystems. Lines are written in three formats; as in real captures, the
format changes in long runs (one tool's output, then another's: 1,000 to 20,000 lines each),
and the app's lines come in bursts (a navigation logs a dozen callbacks at once) between
quieter stretches of other processes' noise:

  Xcode console / NSLog   2024-03-05 10:23:45.123456+0800 MyApp[1234:567890] msg
  idevicesyslog           Mar  5 10:23:45 iPhone MyApp(Foundation)[1234] <Notice>: msg
  log stream compact      2024-03-05 10:23:45.123 Df MyApp[1234:8aa52] msg

Lifecycle message convention (the receiver is the `<Class: 0x...>` description
whose class is the method's class; arguments are `key=value` words):

  ObjC   -[FeedViewController viewWillAppear:] <FeedViewController: 0x7fa3c2d0a1b0>
         -[FeedCardViewController willMoveToParentViewController:] parent=<FeedViewController: 0x7fa3c2d0a1b0> <FeedCardViewController: 0x7fa3c2d0b2c0>
         -[FeedViewController addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <FeedViewController: 0x7fa3c2d0a1b0>
  Swift  <MyApp.ProfileViewController: 0x600000c0a1b0> viewDidAppear(_:)
         <MyApp.AvatarView: 0x600000c0a2c0> willMove(toSuperview:) newSuperview=<UIView: 0x7fa3c2d0c3d0>

Same seed and arguments => byte-identical output (Python 3 `random.Random` is
stable across versions for the calls used here). Stdlib only.

With --manifest FILE the injected violations (rule id, file, line, object) are
written as JSON so a checker's findings can be compared with ground truth.
With --files K, --output is a directory that receives device-1.log ...
device-K.log: K independent app sessions with distinct PIDs (generated in
parallel, each deterministic on its own).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import random
import sys
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor

APP = "MyApp"
HOST = "iPhone"
TZ = "+0800"
START = _dt.datetime(2024, 3, 5, 10, 23, 45, 120000)
EPOCH = _dt.datetime(1970, 1, 1)
LIFECYCLE_SHARE = 0.25          # target share of physical lines that are app lifecycle events
FORMAT_RUN = (1_000, 20_000)    # lines written in one format before the capture changes
FORMAT_WEIGHTS = (0.4, 0.3, 0.3)  # Xcode/NSLog, idevicesyslog, log stream compact
BURST_APP_SHARE = 0.85          # chance that a line is the app's during a burst of lifecycle calls
QUIET_APP_SHARE = 0.08          # ... and between bursts
BURST_LINES = 30                # mean length of a burst, in lines
NOISE_POOL = 40000              # distinct pre-rendered noise records
FLUSH_EVERY = 16384             # lines per write() call
# The window lives below the ObjC heap's start, so no generated object can share its address.
WINDOW_ARG = " newWindow=<UIWindow: 0x7fa3c1f04a40>"
NIL_WINDOW = " newWindow=(null)"

# --------------------------------------------------------------------------- app model

# event -> (ObjC selector, Swift #function)
SEL = {
    "init_vc": ("initWithNibName:bundle:", "init(nibName:bundle:)"),
    "init_view": ("initWithFrame:", "init(frame:)"),
    "init_cell": ("initWithStyle:reuseIdentifier:", "init(style:reuseIdentifier:)"),
    "loadView": ("loadView", "loadView()"),
    "viewDidLoad": ("viewDidLoad", "viewDidLoad()"),
    "viewWillAppear": ("viewWillAppear:", "viewWillAppear(_:)"),
    "viewDidAppear": ("viewDidAppear:", "viewDidAppear(_:)"),
    "viewWillDisappear": ("viewWillDisappear:", "viewWillDisappear(_:)"),
    "viewDidDisappear": ("viewDidDisappear:", "viewDidDisappear(_:)"),
    "viewWillLayoutSubviews": ("viewWillLayoutSubviews", "viewWillLayoutSubviews()"),
    "viewDidLayoutSubviews": ("viewDidLayoutSubviews", "viewDidLayoutSubviews()"),
    "willMoveToParent": ("willMoveToParentViewController:", "willMove(toParent:)"),
    "didMoveToParent": ("didMoveToParentViewController:", "didMove(toParent:)"),
    "willMoveToSuperview": ("willMoveToSuperview:", "willMove(toSuperview:)"),
    "didMoveToSuperview": ("didMoveToSuperview", "didMoveToSuperview()"),
    "willMoveToWindow": ("willMoveToWindow:", "willMove(toWindow:)"),
    "didMoveToWindow": ("didMoveToWindow", "didMoveToWindow()"),
    "layoutSubviews": ("layoutSubviews", "layoutSubviews()"),
    "prepareForReuse": ("prepareForReuse", "prepareForReuse()"),
    "didReceiveMemoryWarning": ("didReceiveMemoryWarning", "didReceiveMemoryWarning()"),
    "addObserver": ("addObserver:selector:name:object:", "addObserver(_:selector:name:object:)"),
    "removeObserver": ("removeObserver:name:object:", "removeObserver(_:name:object:)"),
    "removeAllObservers": ("removeObserver:", "removeObserver(_:)"),
    "keyboardWillShow": ("keyboardWillShow:", "keyboardWillShow(_:)"),
    "keyboardWillHide": ("keyboardWillHide:", "keyboardWillHide(_:)"),
    "handleNotification": ("handleNotification:", "handleNotification(_:)"),
    "dealloc": ("dealloc", "deinit"),
}

SWIFT = {
    "ProfileViewController", "EditProfileViewController", "FollowersViewController",
    "MapViewController", "PlaceDetailViewController", "CartViewController",
    "CheckoutViewController", "WebContentViewController", "StoryStripViewController",
    "PlayerControlsViewController", "AvatarView", "RatingView", "BadgeView", "ScrubberView",
    "ProductCell", "FollowerCell",
}

KB = ("UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification")

# class -> (calls loadView, cell class or None, custom views, children, observers added in
#           viewDidLoad (removed before dealloc), observers added in viewWillAppear (removed in
#           viewWillDisappear))
VC = {
    "FeedViewController": (False, "FeedCell", ("FeedHeaderView", "LoadingIndicatorView"),
                           ("StoryStripViewController",), ("UIApplicationDidBecomeActiveNotification",),
                           ("UIContentSizeCategoryDidChangeNotification",)),
    "FeedDetailViewController": (False, "CommentCell", ("CommentInputBar", "AvatarView"), (), (), KB),
    "CommentsViewController": (False, "CommentCell", ("CommentInputBar",), (), (), KB),
    "SearchViewController": (False, "SearchResultCell", ("SearchFieldView",), (), (), KB[:1]),
    "InboxViewController": (False, "MessageCell", ("EmptyStateView",), ("AdBannerViewController",),
                            ("InboxDidUpdateNotification",), ()),
    "ConversationViewController": (False, "MessageCell", ("CommentInputBar", "AvatarView"), (),
                                   ("InboxDidUpdateNotification",), KB),
    "SettingsViewController": (False, "SettingsCell", (), (), (), ()),
    "PhotoViewerViewController": (True, None, ("ZoomingScrollView", "LoadingIndicatorView"), (), (),
                                  ("UIDeviceOrientationDidChangeNotification",)),
    "ComposeViewController": (False, None, ("CommentInputBar",), (), (), KB),
    "FeedCardViewController": (False, None, ("FeedHeaderView",), (), (), ()),
    "AdBannerViewController": (True, None, (), (), (), ()),
    "ProfileViewController": (False, "ProductCell", ("AvatarView", "RatingView"),
                              ("StoryStripViewController",), ("UserDidLogoutNotification",), ()),
    "EditProfileViewController": (False, None, ("AvatarView",), (), (), KB),
    "FollowersViewController": (False, "FollowerCell", (), (), (), ()),
    "MapViewController": (True, None, ("BadgeView",), ("PlayerControlsViewController",),
                          ("UIApplicationDidBecomeActiveNotification",), ()),
    "PlaceDetailViewController": (False, None, ("RatingView", "BadgeView"), ("FeedCardViewController",), (), ()),
    "CartViewController": (False, "ProductCell", ("BadgeView",), (), ("CartDidChangeNotification",), ()),
    "CheckoutViewController": (False, None, ("ScrubberView",), (), (), KB),
    "WebContentViewController": (True, None, ("LoadingIndicatorView",), (), (), ()),
    "StoryStripViewController": (False, None, ("AvatarView",), (), (), ()),
    "PlayerControlsViewController": (False, None, ("ScrubberView",), (), (), ()),
}
TAB_ROOTS = ("FeedViewController", "SearchViewController", "InboxViewController", "ProfileViewController")
PUSHABLE = ("FeedDetailViewController", "CommentsViewController", "ConversationViewController",
            "SettingsViewController", "PhotoViewerViewController", "EditProfileViewController",
            "FollowersViewController", "MapViewController", "PlaceDetailViewController",
            "CartViewController", "WebContentViewController", "FeedDetailViewController",
            "FollowersViewController")
MODALS = ("ComposeViewController", "CheckoutViewController", "PhotoViewerViewController",
          "EditProfileViewController")
CHILD_EXTRA = ("FeedCardViewController", "AdBannerViewController", "PlayerControlsViewController")
MAX_DEPTH = 6

# Violation families: rule id -> (min, max) opportunities between two injections. 1,000,000
# lines hold about 1,440 pops, 460 child additions, 3,400 appearance-time observer
# registrations and 11,700 objects, so these ranges give about 3 of each family per million
# lines (about 0.025% of the objects each).
FAMILIES = {
    "appearance-pairing": (400, 560),       # opportunity: a pop
    "controller-leak": (400, 560),          # opportunity: a pop
    "message-after-dealloc": (400, 560),    # opportunity: a pop
    "containment-add": (120, 190),          # opportunity: a child view controller added
    "observer-added-twice": (900, 1400),    # opportunity: an observer added in viewWillAppear
}


class Obj:
    __slots__ = ("cls", "addr", "swift", "desc", "views", "cells", "children", "root",
                 "root_addr", "table", "table_addr", "vdl_obs", "loaded", "cell_cls")

    def __init__(self, cls, addr, swift):
        self.cls = cls
        self.addr = addr
        self.swift = swift
        self.desc = f"<{APP}.{cls}: 0x{addr:x}>" if swift else f"<{cls}: 0x{addr:x}>"
        self.views = []      # custom subviews (and cells once created)
        self.cells = 0
        self.children = []
        self.root = ""       # " newSuperview=<UIView: 0x...>" for subviews of this controller
        self.root_addr = 0
        self.table = ""      # " newSuperview=<UITableView: 0x...>" for its cells
        self.table_addr = 0
        self.vdl_obs = ()
        self.loaded = False
        self.cell_cls = None


class Heap:
    """Address allocator with reuse, like malloc: a freed block is soon handed out again,
    often to an object of the same class (same size), which is what makes (class, address)
    alone ambiguous and incarnations necessary."""

    def __init__(self, rng):
        self.rng = rng
        self.next = [0x7fa3c2d00000, 0x600000c00000]   # [ObjC, Swift]
        self.free = set()
        self.by_class = {}
        self.any = ([], [])

    def alloc(self, cls, swift):
        rng = self.rng
        r = rng.random()
        free = self.free
        if r < 0.55:
            lst = self.by_class.get(cls)
            while lst:
                a = lst.pop()
                if a in free:
                    free.discard(a)
                    return a
        if r < 0.75:
            lst = self.any[swift]
            while lst:
                a = lst.pop()
                if a in free:
                    free.discard(a)
                    return a
        a = self.next[swift] + 16 * rng.randint(4, 96)
        self.next[swift] = a
        return a

    def release(self, cls, swift, addr):
        self.free.add(addr)
        lst = self.by_class.setdefault(cls, [])
        lst.append(addr)
        if len(lst) > 512:
            del lst[:256]
        anyl = self.any[swift]
        anyl.append(addr)
        if len(anyl) > 2048:
            del anyl[:1024]


class App:
    """A UIKit app driven by random user actions (push, pop, tab switch, modal, scroll,
    child containment, keyboard...). Each step appends one burst of lifecycle messages
    to self.q as (message, tag) where tag marks an injected violation."""

    def __init__(self, rng):
        self.rng = rng
        self.heap = Heap(rng)
        self.q = deque()
        self.tabs = [[] for _ in TAB_ROOTS]
        self.cur = 0
        self.modal = None
        self.modal_full = False
        self.zombies = []
        self.objects = 0
        self.countdown = {f: rng.randint(lo // 2, hi) for f, (lo, hi) in FAMILIES.items()}
        # Launch: first tab's root appears; there is no previous controller.
        root = self.make_vc(TAB_ROOTS[0])
        self.load(root)
        self.appear_alone(root)
        self.tabs[0].append(root)

    # -- helpers ----------------------------------------------------------------------------
    def inject(self, family):
        """Counts one opportunity for `family`; True when a violation is due now."""
        c = self.countdown[family] - 1
        if c > 0:
            self.countdown[family] = c
            return False
        lo, hi = FAMILIES[family]
        self.countdown[family] = self.rng.randint(lo, hi)
        return True

    def tag(self, rule, o, note):
        return {"rule": rule, "class": o.cls, "address": f"0x{o.addr:x}", "note": note}

    def e(self, o, ev, arg="", tag=None):
        if o.swift:
            self.q.append((f"{o.desc} {SEL[ev][1]}{arg}", tag))
        else:
            self.q.append((f"-[{o.cls} {SEL[ev][0]}]{arg} {o.desc}", tag))

    def new(self, cls):
        swift = cls in SWIFT
        self.objects += 1
        return Obj(cls, self.heap.alloc(cls, swift), swift)

    def free(self, o):
        self.heap.release(o.cls, o.swift, o.addr)

    def make_vc(self, cls):
        vc = self.new(cls)
        self.e(vc, "init_vc")
        return vc

    def add_view(self, parent_vc, cls, superview_arg):
        v = self.new(cls)
        self.e(v, "init_view")
        self.e(v, "willMoveToSuperview", superview_arg)
        self.e(v, "didMoveToSuperview")
        parent_vc.views.append(v)

    def load(self, vc):
        conf = VC[vc.cls]
        if conf[0]:
            self.e(vc, "loadView")
        self.e(vc, "viewDidLoad")
        vc.loaded = True
        vc.root_addr = self.heap.alloc("UIView", False)
        vc.root = f" newSuperview=<UIView: 0x{vc.root_addr:x}>"
        vc.cell_cls = conf[1]
        if vc.cell_cls:
            vc.table_addr = self.heap.alloc("UITableView", False)
            vc.table = f" newSuperview=<UITableView: 0x{vc.table_addr:x}>"
        vc.vdl_obs = conf[4]
        for name in conf[4]:
            self.e(vc, "addObserver", " name=" + name)
        for vcls in conf[2]:
            self.add_view(vc, vcls, vc.root)
        for ccls in conf[3]:
            self.add_child(vc, ccls, visible=False)

    def add_child(self, parent, ccls, visible):
        c = self.make_vc(ccls)
        arg = " parent=" + parent.desc
        bug = self.inject("containment-add")
        self.e(c, "willMoveToParent", arg,
               self.tag("containment-add", c, "willMoveToParentViewController: without didMove") if bug else None)
        self.load(c)
        if visible:
            self.will_appear(c)
            self.window(c, True)
            self.layout(c)
            self.did_appear(c)
        if not bug:
            self.e(c, "didMoveToParent", arg)
        parent.children.append(c)

    def remove_child(self, parent, visible):
        c = parent.children.pop(self.rng.randrange(len(parent.children)))
        self.e(c, "willMoveToParent", " parent=(null)")
        if visible:
            self.will_disappear(c)
            self.window(c, False)
            self.did_disappear(c)
        self.e(c, "didMoveToParent", " parent=(null)")
        self.dealloc(c)

    # -- appearance ---------------------------------------------------------------------------
    def will_appear(self, vc):
        self.e(vc, "viewWillAppear")
        for name in VC[vc.cls][5]:
            arg = " name=" + name
            self.e(vc, "addObserver", arg)
            if self.inject("observer-added-twice"):
                self.e(vc, "addObserver", arg,
                       self.tag("observer-added-twice", vc, "second registration of " + name))
        for c in vc.children:
            self.will_appear(c)

    def did_appear(self, vc):
        self.e(vc, "viewDidAppear")
        for c in vc.children:
            self.did_appear(c)

    def will_disappear(self, vc, tag=None):
        self.e(vc, "viewWillDisappear", "", tag)
        # One removeObserver:name:object: removes every registration of that name (also a
        # duplicated one), exactly like NotificationCenter.
        for name in VC[vc.cls][5]:
            self.e(vc, "removeObserver", " name=" + name)
        for c in vc.children:
            self.will_disappear(c)

    def did_disappear(self, vc, skip_self=False, tag=None):
        if not skip_self:
            self.e(vc, "viewDidDisappear", "", tag)
        for c in vc.children:
            self.did_disappear(c)

    def window(self, vc, on):
        arg = WINDOW_ARG if on else NIL_WINDOW
        for v in vc.views:
            self.e(v, "willMoveToWindow", arg)
            self.e(v, "didMoveToWindow")
        for c in vc.children:
            self.window(c, on)

    def layout(self, vc):
        rng = self.rng
        self.e(vc, "viewWillLayoutSubviews")
        if vc.cell_cls and vc.cells == 0:
            # The table fills its first screen of cells while it is already in the window.
            for _ in range(rng.randint(5, 10)):
                self.add_cell(vc)
        for v in vc.views:
            if rng.random() < 0.6:
                self.e(v, "layoutSubviews")
        self.e(vc, "viewDidLayoutSubviews")
        for c in vc.children:
            self.layout(c)

    def add_cell(self, vc):
        c = self.new(vc.cell_cls)
        self.e(c, "init_cell")
        self.e(c, "willMoveToSuperview", vc.table)
        self.e(c, "willMoveToWindow", WINDOW_ARG)
        self.e(c, "didMoveToWindow")
        self.e(c, "didMoveToSuperview")
        self.e(c, "layoutSubviews")
        vc.views.append(c)
        vc.cells += 1

    def appear_alone(self, vc):
        self.will_appear(vc)
        self.window(vc, True)
        self.layout(vc)
        self.did_appear(vc)

    def transition(self, old, new, skip_old_did=False, old_will_tag=None, old_did_tag=None, tab=False):
        """UIKit order for push/pop/modal: old.will, new.will, (layout), old.did, new.did. A tab
        switch (UITabBarController's transitionFromViewController:) calls new.will first."""
        if tab:
            self.will_appear(new)
            self.will_disappear(old, old_will_tag)
        else:
            self.will_disappear(old, old_will_tag)
            self.will_appear(new)
        self.window(new, True)
        self.layout(new)
        self.window(old, False)
        self.did_disappear(old, skip_old_did, old_did_tag)
        self.did_appear(new)

    def dealloc(self, vc, zombie=False):
        """Controller released: log, then its view hierarchy and children go with it."""
        if vc.vdl_obs:
            self.e(vc, "removeAllObservers")
        self.e(vc, "dealloc")
        for v in vc.views:
            self.e(v, "willMoveToSuperview", " newSuperview=(null)")
            self.e(v, "didMoveToSuperview")
            self.e(v, "dealloc")
            self.free(v)
        for c in vc.children:
            self.dealloc(c)
        if vc.root_addr:
            self.heap.release("UIView", False, vc.root_addr)
        if vc.table_addr:
            self.heap.release("UITableView", False, vc.table_addr)
        if zombie:
            self.zombies.append(vc)     # address kept out of the heap until the zombie message
        else:
            self.free(vc)

    # -- user actions -------------------------------------------------------------------------
    def top(self):
        return self.modal if self.modal else self.tabs[self.cur][-1]

    def push(self):
        stack = self.tabs[self.cur]
        new = self.make_vc(self.rng.choice(PUSHABLE))
        self.load(new)
        self.transition(stack[-1], new)
        stack.append(new)

    def pop(self):
        stack = self.tabs[self.cur]
        old = stack.pop()
        prev = stack[-1]
        bug = None
        if self.inject("appearance-pairing"):
            bug = "appearance-pairing"
        elif self.inject("controller-leak"):
            bug = "controller-leak"
        elif self.inject("message-after-dealloc"):
            bug = "message-after-dealloc"
        if bug == "appearance-pairing":
            # viewWillDisappear: is logged, viewDidDisappear: never is; the dealloc below then
            # hits the open transition.
            self.transition(old, prev, skip_old_did=True,
                            old_will_tag=self.tag(bug, old, "viewWillDisappear: without viewDidDisappear:"))
        elif bug == "controller-leak":
            # Popped and disappeared, never deallocated (a timer or a block retains it). The
            # tag marks its last line, viewDidDisappear:.
            self.transition(old, prev,
                            old_did_tag=self.tag(bug, old, "popped, disappeared, never deallocated"))
        else:
            self.transition(old, prev)
        if bug != "controller-leak":
            self.dealloc(old, zombie=(bug == "message-after-dealloc"))

    def tab_switch(self):
        n = self.rng.randrange(len(TAB_ROOTS) - 1)
        new_tab = n if n < self.cur else n + 1
        stack = self.tabs[new_tab]
        if not stack:
            root = self.make_vc(TAB_ROOTS[new_tab])
            self.load(root)
            stack.append(root)
        self.transition(self.tabs[self.cur][-1], stack[-1], tab=True)
        self.cur = new_tab

    def present(self):
        m = self.make_vc(self.rng.choice(MODALS))
        self.load(m)
        self.modal_full = self.rng.random() < 0.5
        if self.modal_full:
            # iOS 12 style full-screen modal: the presenter disappears.
            self.transition(self.tabs[self.cur][-1], m)
        else:
            # iOS 13 page sheet: the presenter gets no appearance callbacks at all.
            self.appear_alone(m)
        self.modal = m

    def dismiss(self):
        m = self.modal
        self.modal = None
        presenter = self.tabs[self.cur][-1]
        if self.modal_full:
            self.transition(m, presenter)
        else:
            self.will_disappear(m)
            self.window(m, False)
            self.did_disappear(m)
        self.dealloc(m)

    def scroll(self, vc):
        rng = self.rng
        if not vc.cell_cls:
            self.layout(vc)
            return
        if vc.cells < 16 and rng.random() < 0.3:
            self.add_cell(vc)
        cells = [v for v in vc.views if v.cls == vc.cell_cls]
        for _ in range(rng.randint(1, 4)):
            c = rng.choice(cells)
            self.e(c, "prepareForReuse")
            self.e(c, "layoutSubviews")

    def keyboard(self, vc):
        if VC[vc.cls][5] == KB:
            self.e(vc, "keyboardWillShow")
            self.layout(vc)
            self.e(vc, "keyboardWillHide")
        else:
            self.layout(vc)

    def memory_warning(self):
        for stack in self.tabs:
            for vc in stack:
                self.e(vc, "didReceiveMemoryWarning")

    def step(self):
        rng = self.rng
        if self.zombies:
            for z in self.zombies:
                ev = "keyboardWillShow" if VC[z.cls][5] == KB else "handleNotification"
                self.e(z, ev, "", self.tag("message-after-dealloc", z, "message after dealloc"))
                self.free(z)
            self.zombies = []
            return
        top = self.top()
        r = rng.random()
        if self.modal:
            if r < 0.3:
                self.dismiss()
            elif r < 0.7:
                self.scroll(top)
            else:
                self.keyboard(top)
            return
        depth = len(self.tabs[self.cur])
        p_push = 0.30 if depth < 3 else (0.18 if depth < MAX_DEPTH else 0.0)
        p_pop = 0.0 if depth == 1 else (0.22 if depth < 4 else 0.35)
        if r < p_push:
            self.push()
            return
        r -= p_push
        if r < p_pop:
            self.pop()
            return
        r -= p_pop
        if r < 0.07:
            self.tab_switch()
        elif r < 0.12:
            self.present()
        elif r < 0.16 and len(top.children) < 2:
            self.add_child(top, rng.choice(CHILD_EXTRA), visible=True)
        elif r < 0.19 and top.children:
            self.remove_child(top, visible=True)
        elif r < 0.195:
            self.memory_warning()
        elif r < 0.30:
            self.keyboard(top)
        else:
            self.scroll(top)


# --------------------------------------------------------------------------- noise

def _hx(rng, n):
    return "%0*x" % (n, rng.getrandbits(4 * n))


def _uuid(rng):
    h = "%032X" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _ip(rng):
    return rng.choice(("17.253.%d.%d" % (rng.randint(1, 250), rng.randint(1, 250)),
                       "104.16.%d.%d" % (rng.randint(1, 250), rng.randint(1, 250)),
                       "127.0.0.1", "10.0.1.%d" % rng.randint(2, 250)))


def noise_templates(app_pid):
    """(weight, process, pid, library/sender, subsystem, category, level, message(rng)).
    level: 0 Default, 1 Info, 2 Debug, 3 Error, 4 Fault. Multi-line records (TAB or indented
    continuation lines, as in the corpus) get small weights: about 2-3% of all lines are
    continuation lines."""
    P = app_pid
    return [
        # -- the app's own process: UIKit, networking, background threads --------------------
        (6, APP, P, "UIKitCore", "com.apple.UIKit", "Common", 3, lambda r:
            f'[Common] _BSMachError: port {r.randint(4000, 99999):x}; (os/kern) invalid capability (0x14) "Unable to insert COPY_SEND"'),
        (2, APP, P, "UIKitCore", "com.apple.UIKit", "Snapshotting", 3, lambda r:
            f"[Snapshotting] Snapshotting a view (0x{_hx(r, 12)}, UIKeyboardImpl) that has not been rendered at least once requires afterScreenUpdates:YES."),
        (0.3, APP, P, "UIKitCore", "com.apple.UIKit", "LayoutConstraints", 3, lambda r:
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            f'\t"<NSLayoutConstraint:0x6000{_hx(r, 8)} UILabel:0x7fa3{_hx(r, 8)}.height == 44   (active)>",\n'
            f'\t"<NSLayoutConstraint:0x6000{_hx(r, 8)} V:|-(8)-[UILabel:0x7fa3{_hx(r, 8)}]   (active, names: \'|\':UIView:0x7fa3{_hx(r, 8)} )>"'),
        (1, APP, P, "UIKitCore", "com.apple.UIKit", "Assert", 3, lambda r:
            "[Assert] UINavigationBar decoded as unlocked for UINavigationController, or navigationBar delegate set up incorrectly. Inconsistent configuration may cause problems."),
        (6, APP, P, "libnetwork.dylib", "com.apple.network", "connection", 0, lambda r:
            f"[C{r.randint(1, 40)} {_ip(r)}:{r.choice((443, 443, 8000, 80))} tcp, url hash: {_hx(r, 8)}] event: client:connection_reused @{r.randint(0, 90)}.{r.randint(0, 999):03d}s"),
        (4, APP, P, "libnetwork.dylib", "com.apple.network", "", 0, lambda r:
            f"[C{r.randint(1, 9)} 127.0.0.1:8000 tcp] {r.choice(('cancel', 'cancelled', 'start', 'ready'))}"),
        (3, APP, P, "libnetwork.dylib", "com.apple.network", "connection", 3, lambda r:
            f'nw_connection_receive_internal_block_invoke [C{r.randint(1, 40)}] Receive reply failed with error "Operation canceled"'),
        (0.3, APP, P, "libnetwork.dylib", "com.apple.network", "connection", 0, lambda r:
            f"[C{r.randint(1, 40)}.1 {_uuid(r)} {_ip(r)}:443 tcp, tls] cancelled\n"
            f"\t[C{r.randint(1, 40)}.1.1 {_uuid(r)} 10.0.1.7.{r.randint(49152, 65535)}<->{_ip(r)}:443]\n"
            "\tConnected Path: satisfied (Path is satisfied), interface: en0, ipv4, dns\n"
            f"\tDuration: {r.randint(0, 9)}.{r.randint(0, 999):03d}s, DNS @0.000s took 0.00{r.randint(1, 9)}s, TCP @0.002s took 0.019s, TLS took 0.046s"),
        (4, APP, P, "CFNetwork", "com.apple.CFNetwork", "Summary", 3, lambda r:
            f'Task <{_uuid(r)}>.<{r.randint(1, 200)}> finished with error [-1001] Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." UserInfo={{_kCFStreamErrorCodeKey=-2102, NSErrorFailingURLStringKey=<private>}}'),
        (4, APP, P, "CFNetwork", "com.apple.CFNetwork", "Summary", 0, lambda r:
            f"Task <{_uuid(r)}>.<{r.randint(1, 200)}> summary for task success {{transaction_duration_ms={r.randint(20, 900)}, response_status=200, connection={r.randint(1, 40)}, reused=1, request_bytes={r.randint(200, 900)}, response_bytes={r.randint(500, 90000)}}}"),
        (4, APP, P, "", "", "", 0, lambda r:
            f"__45-[FeedAPIClient fetchPageWithCursor:completion:]_block_invoke: got {r.randint(0, 50)} items in {r.randint(30, 900)}ms"),
        (3, APP, P, "", "", "", 0, lambda r:
            f"-[ImageCache storeImage:forKey:] key=https://cdn.example.com/img/{_hx(r, 16)}.jpg bytes={r.randint(2000, 400000)}"),
        (2, APP, P, "", "", "", 0, lambda r:
            "__29-[FeedViewController viewDidLoad]_block_invoke refresh control armed"),
        (4, APP, P, "", "", "", 0, lambda r:
            f"[Analytics] queued event {r.choice(('feed_impression', 'tap_like', 'scroll_depth', 'session_ping'))} id={_uuid(r)} batch={r.randint(1, 64)}"),
        (2, APP, P, "", "", "", 0, lambda r:
            f"Loaded feed “Top stories” ({r.randint(5, 60)} items, {r.randint(1, 9)} ads) from cache age {r.randint(0, 3600)}s"),
        (0.3, APP, P, "", "", "", 0, lambda r:
            "Response headers: {\n"
            '    "Content-Type" = "application/json; charset=utf-8";\n'
            '    Date = "Tue, 05 Mar 2024 02:23:45 GMT";\n'
            f'    "x-request-id" = "{_hx(r, 16)}";\n'
            "}"),
        (2, APP, P, "", "", "", 0, lambda r:
            f"-[AppDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:] payload=<private> id={_hx(r, 8)}"),
        (2, APP, P, "CoreData", "com.apple.coredata", "", 1, lambda r:
            f"CoreData: annotation: fetch using NSSQLiteStatement <0x6000{_hx(r, 8)}> returned {r.randint(0, 300)} rows"),
        # -- other processes ---------------------------------------------------------------
        (7, "SpringBoard", 57, "FrontBoard", "com.apple.FrontBoard", "Process", 0, lambda r:
            f"[app<com.example.myapp>:{P}] Setting process visibility to: Foreground (taskState: Running) <SBApplicationProcessState: 0x{_hx(r, 9)}>"),
        (4, "SpringBoard", 57, "BulletinBoard", "com.apple.bulletinboard", "BBServer", 0, lambda r:
            "BBServer not purging bulletin <private> because still in use by an observer"),
        (3, "SpringBoard", 57, "SpringBoard", "com.apple.SpringBoard", "Icon", 0, lambda r:
            "Disabling home screen icon rotation for reason: SBAppToAppWorkspaceTransaction"),
        (2, "SpringBoard", 57, "FrontBoardServices", "com.apple.FrontBoard", "Common", 0, lambda r:
            f"-[FBSceneManager _noteSceneChangedLevel:] scene=sceneID:com.example.myapp-default level=2.000000 <FBScene: 0x{_hx(r, 9)}>"),
        (6, "backboardd", 64, "BackBoardServices", "com.apple.backboard", "hid", 2, lambda r:
            f"[HIDEvents] post event: <BKHIDEventDescriptor: 0x{_hx(r, 9)}; type: digitizer; senderID: 0x{_hx(r, 16).upper()}> timestamp: {r.randint(10**9, 10**10)}"),
        (3, "backboardd", 64, "CoreBrightness", "com.apple.CoreBrightness", "CBALS", 1, lambda r:
            f"Lux update: {r.randint(0, 900)}.{r.randint(0, 99):02d} lux, brightness nits: {r.randint(2, 600)}"),
        (5, "CommCenter", 88, "CommCenter", "com.apple.CommCenter", "ul", 0, lambda r:
            f"#I Network registration: home, RAT: LTE, band {r.randint(1, 66)}, signal strength: -{r.randint(70, 120)} dBm, bars {r.randint(1, 4)}"),
        (3, "CommCenter", 88, "CommCenter", "com.apple.CommCenter", "data", 0, lambda r:
            f"#I [C{r.randint(1, 99)} {_ip(r)}:443 tcp] data context pdp_ip0 active, ipv4 10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"),
        (4, "locationd", 71, "CoreLocation", "com.apple.locationd.Core", "Client", 0, lambda r:
            f'{{"msg":"CLClientManager#updateLocation", "client":"com.example.myapp", "accuracy":{r.randint(5, 65)}.00, "event":<private>}}'),
        (3, "locationd", 71, "CoreLocation", "com.apple.locationd.Position", "Fusion", 1, lambda r:
            f"@ClxClient, Fix, 1, ll, <private>, <private>, acc, {r.randint(5, 65)}.00, course, -1.0, speed, -1.0"),
        (4, "kernel", 0, "", "", "", 0, lambda r:
            f"AppleKeyStore: operation failed (pid: {r.randint(30, 900)} sel: 7 ret: e00002c2 '-536870206')"),
        (3, "kernel", 0, "", "", "", 3, lambda r:
            f"Sandbox: {APP}({P}) deny(1) file-read-metadata /private/var/mobile/Library/Preferences/com.apple.{r.choice(('UIKit', 'Accessibility', 'keyboard'))}.plist"),
        (1, "kernel", 0, "", "", "", 0, lambda r:
            f"memorystatus: killing_idle_process pid {r.randint(300, 900)} [com.apple.WebKit.Networking] (vm-pageshortage 5) {r.randint(1000, 90000)}KB - memorystatus_available_pages: {r.randint(1000, 9000)}"),
        (3, "mediaserverd", 45, "AudioToolbox", "com.apple.coreaudio", "AVAudioSession", 0, lambda r:
            f"AudioSessionServerImp.mm:{r.randint(300, 900)} {{ category: AVAudioSessionCategoryAmbient, pid: {P} }} activation state changed"),
        (3, "wifid", 52, "WiFiPolicy", "com.apple.WiFiPolicy", "", 0, lambda r:
            f"WiFi:[{r.randint(700000000, 799999999)}.{r.randint(0, 999999):06d}]: Scan results: {r.randint(0, 30)} networks, RSSI -{r.randint(40, 90)}, <private>"),
        (3, "symptomsd", 120, "SymptomEvaluator", "com.apple.symptomsd", "netepochs", 2, lambda r:
            f"NBSM: TCP metrics for flow <private> rtt_avg {r.randint(10, 300)}ms, bytes_in {r.randint(0, 10**6)}, bytes_out {r.randint(0, 10**5)}"),
        (4, "runningboardd", 33, "RunningBoard", "com.apple.runningboard", "assertion", 0, lambda r:
            f"[app<com.example.myapp({_uuid(r)})>:{P}] Workspace assertion state update: Running, priority {r.randint(2, 6)}"),
        (2, "assertiond", 68, "", "", "", 0, lambda r:
            f"[{APP}:{P}] Attempting to acquire assertion for {APP}:{P}: <BKProcessAssertion: 0x{_hx(r, 9)}; \"com.apple.UIKit.activity\"; id:{r.randint(1, 9)}-{_uuid(r)}>"),
        (3, "nsurlsessiond", 140, "CFNetwork", "com.apple.nsurlsessiond", "background", 0, lambda r:
            f"Task <{_uuid(r)}>.<{r.randint(1, 9)}> resuming, QOS(0x19) Voucher <private>"),
        (3, "apsd", 92, "ApplePushService", "com.apple.apsd", "connection", 0, lambda r:
            f"<APSCourier: 0x{_hx(r, 9)}> connection {r.randint(1, 4)} received message for enabled topic 'com.example.myapp' onInterface: NonCellular"),
        (2, "bluetoothd", 78, "", "com.apple.bluetooth", "Server", 1, lambda r:
            f"Scanning for devices with {r.randint(0, 5)} filters: <private>, RSSI threshold -{r.randint(60, 99)}"),
        (0.4, "dasd", 102, "DuetActivitySchedulerDaemon", "com.apple.duetactivityscheduler", "scoring", 0, lambda r:
            f"com.apple.mediaanalysisd.photos:{_hx(r, 6).upper()}:[\n"
            f"\t{{name: ThermalPolicy, policyWeight: 5.000, response: {{0, 0.00}}}}\n"
            f"\t{{name: BatteryLevelPolicy, policyWeight: 1.000, response: {{33, 0.{r.randint(10, 99)}}}}}\n"
            "\t] sumScores:0.000000, denominator:0.230000, FinalDecision: Can't Run"),
        (2, "powerd", 40, "", "", "", 0, lambda r:
            f'Process {APP}.{P} Created SystemIsActive "application is active" age:00:00:00 id:{r.randint(10**10, 10**11)} [System: PrevIdle SysAct]'),
        (1, "runningboardd", 33, "RunningBoard", "com.apple.runningboard", "process", 4, lambda r:
            f"Unable to obtain a task name port right for pid {r.randint(300, 999)}: (os/kern) failure (0x5)"),
        (2, "trustd", 112, "Security", "com.apple.securityd", "trust", 3, lambda r:
            "Trust evaluate failure: [leaf ExtendedKeyUsage MissingIntermediate]"),
        (2, "mDNSResponder", 95, "", "com.apple.mDNSResponder", "Default", 0, lambda r:
            f"[R{r.randint(1000, 99999)}] getaddrinfo start -- flags: 0xC000D000, ifindex: 0, protocols: 0, hostname: <private>, options: 0x0, client pid: {P} ({APP})"),
        (2, "cloudd", 150, "CloudKit", "com.apple.cloudkit", "op", 1, lambda r:
            f"Finished operation <CKFetchRecordZoneChangesOperation: 0x{_hx(r, 9)}; operationID={_hx(r, 16)}> ({r.randint(1, 900)} ms)"),
    ]


def main_tid(pid):
    """The app's main-thread id: 567890 for the default pid, distinct for other pids."""
    return 567890 + 7 * abs(pid - 1234)


LEVELS_SYSLOG = ("Notice", "Info", "Debug", "Error", "Error")
LEVELS_COMPACT = ("Df", "I ", "Db", "E ", "Fa")


def build_noise(rng, app_pid, count):
    """Pre-renders `count` noise records once per format (after the timestamp), so the hot
    loop only concatenates. Returns a list of (newline count, nslog, syslog, compact)."""
    tpls = noise_templates(app_pid)
    weights = [t[0] for t in tpls]
    app_main = main_tid(app_pid)
    chosen = rng.choices(tpls, weights=weights, k=count)
    out = []
    for (_, proc, pid, lib, sub, cat, lvl, fn) in chosen:
        msg = fn(rng)
        if proc == APP:
            tid = app_main if rng.random() < 0.35 else app_main + rng.randint(40, 9000)
        else:
            tid = pid * 977 + rng.randint(100, 4000)
        ns = f"{TZ} {proc}[{pid}:{tid}] {msg}"
        sl = f" {HOST} {proc}{'(' + lib + ')' if lib else ''}[{pid}] <{LEVELS_SYSLOG[lvl]}>: {msg}"
        if sub:
            mid = f"[{sub}:{cat}] "
        elif lib:
            mid = f"({lib}) "
        else:
            mid = ""
        cp = f" {LEVELS_COMPACT[lvl]} {proc}[{pid}:{tid:x}] {mid}{msg}"
        out.append((msg.count("\n"), ns, sl, cp))
    return out


# --------------------------------------------------------------------------- writer

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def generate(lines, seed, pid, out_path, label, format_run=FORMAT_RUN):
    """Writes exactly `lines` physical lines. Returns (stats, manifest entries)."""
    rng = random.Random(seed)
    # A short log cannot use more distinct records than it has lines; pre-rendering the whole
    # pool would make 5,000 small files take minutes. Logs of NOISE_POOL lines or more are unchanged.
    noise = build_noise(random.Random(seed * 7919 + 1), pid, min(NOISE_POOL, lines))
    single = [n for n in noise if n[0] == 0]
    nnoise = len(noise)
    extra = sum(n[0] for n in noise) / nnoise
    # Probability that one loop iteration emits an app line, such that app lines are
    # LIFECYCLE_SHARE of physical lines although some noise records span several lines.
    p_app = LIFECYCLE_SHARE * (1 + extra) / ((1 - LIFECYCLE_SHARE) + LIFECYCLE_SHARE * (1 + extra))

    # Bursts and quiet stretches alternate (a two-state chain) with means chosen so that app lines
    # keep their share: a fraction f of lines is in bursts, f * BURST + (1 - f) * QUIET = p_app.
    burst_fraction = min(0.95, max(0.05, (p_app - QUIET_APP_SHARE) / (BURST_APP_SHARE - QUIET_APP_SHARE)))
    leave_burst = 1.0 / BURST_LINES
    leave_quiet = 1.0 / (BURST_LINES * (1 - burst_fraction) / burst_fraction)
    in_burst = False
    fmt = 0
    run_left = 0

    app = App(rng)
    q = app.q
    tid = main_tid(pid)
    app_body = (f"{TZ} {APP}[{pid}:{tid}] ",
                f" {HOST} {APP}(Foundation)[{pid}] <Notice>: ",
                f" Df {APP}[{pid}:{tid:x}] ")

    manifest = []
    # Wall-clock arithmetic in naive UTC-free terms so output never depends on the machine's TZ.
    t = (START - EPOCH) // _dt.timedelta(microseconds=1)
    cur_sec = -1
    day = sysday = ""
    written = app_lines = nbytes = 0
    out = []
    rand = rng.random
    f = sys.stdout if out_path == "-" else open(out_path, "w", encoding="utf-8", newline="\n")
    try:
        while written < lines:
            t += int(rand() * 4000) + 400          # 0.4-4.4 ms per line, monotonic
            sec = t // 1_000_000
            if sec != cur_sec:
                cur_sec = sec
                d = EPOCH + _dt.timedelta(seconds=sec)
                day = d.strftime("%Y-%m-%d %H:%M:%S")
                sysday = f"{MONTHS[d.month - 1]} {d.day:2d} {d.strftime('%H:%M:%S')}"
            frac = t % 1_000_000
            if run_left <= 0:
                r = rand()
                fmt = 0 if r < FORMAT_WEIGHTS[0] else (1 if r < FORMAT_WEIGHTS[0] + FORMAT_WEIGHTS[1] else 2)
                run_left = rng.randint(*format_run)
            run_left -= 1
            if rand() < (leave_burst if in_burst else leave_quiet):
                in_burst = not in_burst
            if fmt == 0:
                ts = f"{day}.{frac:06d}"
            elif fmt == 1:
                ts = sysday
            else:
                ts = f"{day}.{frac // 1000:03d}"
            if rand() < (BURST_APP_SHARE if in_burst else QUIET_APP_SHARE):
                if not q:
                    app.step()
                    while not q:
                        app.step()
                msg, tag = q.popleft()
                written += 1
                app_lines += 1
                if tag is not None:
                    tag["file"] = label
                    tag["line"] = written
                    manifest.append(tag)
                out.append(ts + app_body[fmt] + msg)
            else:
                rec = noise[int(rand() * nnoise)]
                if written + 1 + rec[0] > lines:
                    rec = single[int(rand() * len(single))]
                written += 1 + rec[0]
                out.append(ts + rec[fmt + 1])
            if len(out) >= FLUSH_EVERY:
                chunk = "\n".join(out) + "\n"
                nbytes += len(chunk.encode("utf-8")) if not chunk.isascii() else len(chunk)
                f.write(chunk)
                out.clear()
        if out:
            chunk = "\n".join(out) + "\n"
            nbytes += len(chunk.encode("utf-8")) if not chunk.isascii() else len(chunk)
            f.write(chunk)
    finally:
        if f is not sys.stdout:
            f.close()
        else:
            f.flush()
    injected = {f: 0 for f in FAMILIES}
    for m in manifest:         # only violations whose lines made it into the file
        injected[m["rule"]] += 1
    stats = {"file": label, "lines": written, "bytes": nbytes, "lifecycle_lines": app_lines,
             "objects": app.objects, "pid": pid, "injected": injected}
    return stats, manifest


def _worker(job):
    return generate(*job)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="See bench/README.md.")
    ap.add_argument("--lines", type=int, default=1_000_000, help="total physical lines (default 1000000)")
    ap.add_argument("--output", "-o", default="-",
                    help="output file ('-' = stdout); with --files, a directory")
    ap.add_argument("--seed", type=int, default=42, help="RNG seed (default 42)")
    ap.add_argument("--files", type=int, default=0,
                    help="split into K files DIR/device-1.log..device-K.log, one app session "
                         "(distinct pid) each; --output is then a directory")
    ap.add_argument("--pid", type=int, default=1234, help="app pid (default 1234; file k gets pid+1000*(k-1))")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1,
                    help="processes used with --files (default: all CPUs)")
    ap.add_argument("--manifest", help="write the injected violations (ground truth) as JSON here")
    ap.add_argument("--format-run", default=f"{FORMAT_RUN[0]},{FORMAT_RUN[1]}", metavar="MIN,MAX",
                    help="lines written in one format before it changes (default %(default)s; 1,1 mixes "
                         "the formats line by line, as tests that must see every format in a short log want)")
    ap.add_argument("--quiet", "-q", action="store_true", help="no summary on stderr")
    a = ap.parse_args(argv)
    if a.lines < 1:
        ap.error("--lines must be >= 1")
    try:
        low, high = (int(x) for x in a.format_run.split(","))
        if not 1 <= low <= high:
            raise ValueError
    except ValueError:
        ap.error("--format-run must be MIN,MAX with 1 <= MIN <= MAX")
    a.format_run = (low, high)

    t0 = time.monotonic()
    if a.files and a.files > 0:
        if a.output == "-":
            ap.error("--files needs --output DIR")
        os.makedirs(a.output, exist_ok=True)
        jobs = []
        for k in range(a.files):
            n = a.lines // a.files + (1 if k < a.lines % a.files else 0)
            path = os.path.join(a.output, f"device-{k + 1}.log")
            jobs.append((n, a.seed * 1000 + k + 1, a.pid + 1000 * k, path, os.path.basename(path), a.format_run))
        if a.jobs > 1 and a.files > 1:
            with ProcessPoolExecutor(max_workers=min(a.jobs, a.files)) as ex:
                results = list(ex.map(_worker, jobs))
        else:
            results = [_worker(j) for j in jobs]
    else:
        try:
            results = [generate(a.lines, a.seed, a.pid, a.output, os.path.basename(a.output), a.format_run)]
        except BrokenPipeError:
            # `generate_log.py | head` is fine: stop quietly like other Unix tools.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    elapsed = time.monotonic() - t0

    stats = [s for s, _ in results]
    manifest = [m for _, ms in results for m in ms]
    if a.manifest:
        with open(a.manifest, "w", encoding="utf-8") as mf:
            json.dump({"seed": a.seed, "lines": a.lines, "files": stats, "violations": manifest}, mf, indent=1)
            mf.write("\n")
    if not a.quiet:
        tot_lines = sum(s["lines"] for s in stats)
        tot_bytes = sum(s["bytes"] for s in stats)
        life = sum(s["lifecycle_lines"] for s in stats)
        objs = sum(s["objects"] for s in stats)
        inj = {}
        for s in stats:
            for k, v in s["injected"].items():
                inj[k] = inj.get(k, 0) + v
        print(f"generate_log: {tot_lines} lines, {tot_bytes / 1e6:.1f} MB, {life} lifecycle lines "
              f"({100 * life / max(tot_lines, 1):.1f}%), {objs} objects, {len(stats)} file(s), "
              f"{elapsed:.2f} s", file=sys.stderr)
        print("generate_log: injected " + ", ".join(f"{k}={v}" for k, v in inj.items()), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
