#!/usr/bin/env python3
"""Lists the calls the bindings export that could trap in an app: a Rust
panic in a call that returns no `Result` is a Swift `try!` trap and an
uncaught Kotlin exception; one in a call that returns a `Result` without the
panic guard (`error::guard`) is UniFFI's untyped error, not an `FfiError`.

Every exported function and method of bindings/src/*.rs must either return
`Result<_, FfiError>` with its whole body one call of the guard (or of a
helper of the same file that is one, such as `GameSession::act`), or be in
CANNOT_PANIC below with the reason it cannot panic (reviewed by hand; its
test feeds it its worst input). Exits 1, listing them, if any call is
neither, or a listed call is gone or returns a Result.
Usage: bindings/scripts/check_traps.py
"""

import os
import re
import sys

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")

# The exported calls that return no Result, and why each cannot panic.
# Each one's unit test (in the file that defines it) feeds it its worst input.
CANNOT_PANIC = {
    "computer_levels": "a constant computed when compiled",
    "default_computer_level": "a constant computed when compiled",
    "preset_rules": "a match of constants, copied field by field",
    "preset_of": "a points target checked without panicking (a bad one is "
                 "None), then compared with the three presets' constants",
    "MoveHistory.move_count": "a list's length, saturated to u32",
    "MoveHistory.move_at": "`Vec::get`, then the move's text: two square "
                           "names (by the square's own file and rank), a "
                           "separator, a formula's digits and sign",
    "MoveHistory.moves": "a range clamped to the length, each move read as "
                         "move_at reads it",
    "Learner.new": "a learner with empty sets, a constant rating and the next "
                   "revision of an atomic counter (wrapping)",
    "Learner.revision": "a field read under a lock that recovers from "
                        "poisoning",
    "GameReview.is_complete": "a field read",
    "GameReview.count": "the moves counted by two field comparisons, saturated "
                        "to u32",
    "HintJob.cancel": "an atomic store",
    "HintJob.is_finished": "an atomic load",
    "ReviewJob.cancel": "an atomic store",
    "ReviewJob.is_finished": "an atomic load",
}

_CHAR = re.compile(r"'(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\'\n])'")
_RAW = re.compile(r'b?r(#*)"')


def clean(text):
    """`text` with comments, strings and character literals blanked (the
    same length and lines), so that braces and keywords are code."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif (raw := _RAW.match(text, i)) and (i == 0 or not _word(text[i - 1])):
            close = '"' + raw.group(1)
            end = text.find(close, raw.end())
            end = n if end < 0 else end + len(close)
            blank(raw.end(), end - len(close))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        elif c == "'" and (char := _CHAR.match(text, i)):
            blank(i + 1, char.end() - 1)
            i = char.end()
        else:
            i += 1
    return "".join(out)


def _word(c):
    return c.isalnum() or c == "_"


def _close(code, i):
    """The index after the bracket that closes the one at `i`."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    stack = []
    for j in range(i, len(code)):
        if code[j] in pairs:
            stack.append(pairs[code[j]])
        elif stack and code[j] == stack[-1]:
            stack.pop()
            if not stack:
                return j + 1
    raise ValueError(f"unbalanced bracket at {i}")


class Item:
    """An item, or a statement of a body: `attrs` before it, `head` up to
    its block (or all of it), `block` the span inside its braces, `closed`
    whether a `;` ends it."""

    def __init__(self, attrs, start, head, block, closed):
        self.attrs, self.start, self.head = attrs, start, head
        self.block, self.closed = block, closed


def items(code, start, end):
    """The items (or statements) of `code[start:end]`, in order."""
    found, attrs, i = [], [], start
    while i < end:
        while i < end and code[i].isspace():
            i += 1
        if i >= end:
            break
        if code.startswith("#[", i) or code.startswith("#![", i):
            close = _close(code, code.index("[", i))
            attrs.append(code[code.index("[", i) + 1:close - 1].strip())
            i = close
            continue
        j, is_use = i, re.match(r"(pub(\([^)]*\))?\s+)?use\b", code[i:end])
        while j < end and code[j] not in ";{":
            j = _close(code, j) if code[j] in "([" else j + 1
        if j < end and code[j] == "{" and is_use:
            j = _close(code, j)
            while j < end and code[j] != ";":
                j += 1
        if j < end and code[j] == "{":
            close = _close(code, j)
            found.append(Item(attrs, i, code[i:j], (j + 1, close - 1), False))
            i = close
        else:
            found.append(Item(attrs, i, code[i:j], None, j < end))
            i = j + 1
        attrs = []
    return [item for item in found if item.head.strip() or item.block]


_FN = re.compile(r"^(?:pub(?:\([^)]*\))?\s+)?(?:const\s+|async\s+|unsafe\s+)*fn\s+(\w+)")
_IMPL = re.compile(r"^(?:unsafe\s+)?impl\b")


def return_type(head):
    """The return type written in a function's `head`, or ''."""
    depth = 0
    for k, c in enumerate(head):
        if c in "(<[" :
            depth += 1
        elif c in ")]" or (c == ">" and head[k - 1] not in "-="):
            depth -= 1
        elif c == "-" and head.startswith("->", k) and depth == 0:
            return re.split(r"\bwhere\b", head[k + 2:])[0].strip()
    return ""


def _impl_type(head):
    """The type an impl block is for: `impl X`, `impl<T> Trait for X<T>`."""
    head = re.sub(r"^(?:unsafe\s+)?impl\s*", "", head.strip())
    if head.startswith("<"):
        head = head[_angle_end(head):]
    head = re.split(r"\bwhere\b", head)[0]
    name = re.split(r"\bfor\b", head)[-1].strip()
    return re.match(r"[\w:]+", name).group(0).split("::")[-1]


def _angle_end(text):
    depth = 0
    for k, c in enumerate(text):
        if c == "<":
            depth += 1
        elif c == ">" and text[k - 1] != "-":
            depth -= 1
            if depth == 0:
                return k + 1
    return len(text)


class Function:
    def __init__(self, path, line, name, exported, ret, body):
        self.path, self.line, self.name = path, line, name
        self.exported, self.ret, self.body = exported, ret, body


def functions(path, text):
    """The functions of a source file outside `#[cfg(test)]` items: those of
    its module and of its impl and trait blocks, each with whether it is
    exported."""
    code = clean(text)
    found = []

    def add(item, exported, owner):
        match = _FN.match(item.head.strip())
        if not match:
            return
        name = f"{owner}.{match.group(1)}" if owner else match.group(1)
        body = code[item.block[0]:item.block[1]] if item.block else None
        line = code.count("\n", 0, item.start) + 1
        found.append(Function(path, line, name, exported, return_type(item.head), body))

    def exports(item):
        return any(re.match(r"uniffi::export\b", a) for a in item.attrs)

    for item in items(code, 0, len(code)):
        if "cfg(test)" in item.attrs:
            continue
        head = item.head.strip()
        block = re.sub(r"^pub(\([^)]*\))?\s+", "", head)
        if item.block and (_IMPL.match(block) or block.startswith("trait ")):
            owner = (_impl_type(block) if _IMPL.match(block)
                     else re.match(r"trait\s+(\w+)", block).group(1))
            for member in items(code, *item.block):
                add(member, exports(item) and bool(_IMPL.match(block)), owner)
        else:
            add(item, exports(item), None)
    return found


_GUARD = re.compile(r"^(?:crate::)?(?:error::)?guard\s*\(")
_HELPER = re.compile(r"^self(?:\s*\.\w+)*\s*\.(\w+)\s*\(")


def guarded(function, helpers, seen=frozenset()):
    """Is the body of `function` one call of the panic guard, or of helpers
    (functions of its file that are not exported) that each are?"""
    if function.body is None:
        return False
    statements = [s for s in items(function.body, 0, len(function.body))
                  if not _FN.match(s.head.strip())]
    if len(statements) != 1 or statements[0].closed:
        return False  # several statements, or one that ends with `;`
    statement = function.body[statements[0].start:].strip()
    if _GUARD.match(statement):
        return True
    call = _HELPER.match(statement)
    if not call or call.group(1) in seen:
        return False
    # By name: every function of the file with a body that the call may be.
    named = [h for h in helpers
             if h.name.split(".")[-1] == call.group(1) and h.body is not None]
    return bool(named) and all(guarded(h, helpers, seen | {call.group(1)}) for h in named)


def problems(sources, cannot_panic):
    """What could trap in `sources` ({path: text}), one line each."""
    found, listed, throwing = [], set(), set()
    for path, text in sorted(sources.items()):
        functions_here = functions(path, text)
        helpers = [f for f in functions_here if not f.exported]
        for f in (f for f in functions_here if f.exported):
            where = f"{path}:{f.line}: {f.name}"
            throws = re.match(r"^Result\s*<.*\bFfiError\s*>$", f.ret, re.S)
            if throws:
                if f.name in cannot_panic:
                    throwing.add(f.name)
                    found.append(f"{where} returns a Result: take it off CANNOT_PANIC")
                elif not guarded(f, helpers):
                    found.append(f"{where} returns a Result, but its body is not one "
                                 "call of error::guard: a panic is no FfiError")
            elif f.name in cannot_panic:
                listed.add(f.name)
            else:
                found.append(f"{where} returns no Result and is not in CANNOT_PANIC: "
                             "a panic traps the app (return a Result through "
                             "error::guard, or list it with why it cannot panic)")
    for name in sorted(set(cannot_panic) - listed - throwing):
        found.append(f"CANNOT_PANIC lists {name}, which is no exported call "
                     "without a Result")
    return found


def read_sources(folder=SRC):
    """The bindings' source files, by their path in the repository."""
    sources = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".rs"):
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                sources[os.path.join("bindings", "src", name)] = file.read()
    return sources


def main():
    sources = read_sources()
    found = problems(sources, CANNOT_PANIC)
    for line in found:
        print(line)
    exported = sum(f.exported for path, text in sources.items()
                   for f in functions(path, text))
    print(f"{exported} exported calls: {len(CANNOT_PANIC)} reviewed as unable to panic, "
          f"the others through the panic guard; {len(found)} that can trap")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
