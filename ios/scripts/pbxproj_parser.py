"""Reads Xcode's project.pbxproj: an old-style (OpenStep) property list.

Reads what CoreFoundation's reader takes from a project file: dictionaries
`{ key = value; }`, arrays `( value, value, )`, quoted strings with backslash
escapes, unquoted strings of letters, digits and `_$/:.-`, and comments. Every
value is a str, list or dict. Stricter than Xcode in one way: a key given
twice in one dictionary is an error, because in a project file that is always
a mistake (two objects with one ID), which Xcode would silently resolve by
keeping one.

Standard library only: the test command runs it on any machine.
"""

import re
import string

UNQUOTED = frozenset(string.ascii_letters + string.digits + "_$/:.-")
OCTAL = re.compile(r"[0-7]{1,3}")
HEX4 = re.compile(r"[0-9A-Fa-f]{4}")
ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}


class ParseError(ValueError):
    """The text is not a property list; the message names the line."""


def loads(text: str) -> dict:
    """Parses a project file's text into nested dicts, lists and strings."""
    reader = _Reader(text)
    plist = reader.value()
    if reader.peek():
        reader.fail("text after the end of the property list")
    if not isinstance(plist, dict):
        reader.fail("the property list is not a dictionary")
    return plist


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, message: str):
        line = self.text.count("\n", 0, self.pos) + 1
        raise ParseError(f"line {line}: {message}")

    def peek(self) -> str:
        """Skips white space and comments; returns the next character, or "" at the end."""
        text = self.text
        while self.pos < len(text):
            if text[self.pos].isspace():
                self.pos += 1
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = len(text) if end < 0 else end + 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    self.fail("a comment is not closed")
                self.pos = end + 2
            else:
                return text[self.pos]
        return ""

    def expect(self, char: str) -> None:
        found = self.peek()
        if found != char:
            self.fail(f"expected {char!r}, found {found!r}" if found else f"expected {char!r}, found the end")
        self.pos += 1

    def value(self):
        char = self.peek()
        if char == "{":
            return self.dictionary()
        if char == "(":
            return self.array()
        if char == '"' or char in UNQUOTED:
            return self.string()
        self.fail(f"expected a value, found {char!r}" if char else "expected a value, found the end")

    def dictionary(self) -> dict:
        self.expect("{")
        result = {}
        while self.peek() != "}":
            start = self.pos
            key = self.string()
            if key in result:
                self.pos = start
                self.fail(f"key {key!r} given twice")
            self.expect("=")
            result[key] = self.value()
            self.expect(";")
        self.pos += 1
        return result

    def array(self) -> list:
        self.expect("(")
        items = []
        while self.peek() != ")":
            items.append(self.value())
            if self.peek() != ")":
                self.expect(",")
        self.pos += 1
        return items

    def string(self) -> str:
        char = self.peek()
        if char == '"':
            return self.quoted()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in UNQUOTED:
            self.pos += 1
        if self.pos == start:
            self.fail(f"expected a string, found {char!r}" if char else "expected a string, found the end")
        return self.text[start:self.pos]

    def quoted(self) -> str:
        text = self.text
        self.pos += 1
        parts = []
        while True:
            if self.pos >= len(text):
                self.fail("a quoted string is not closed")
            char = text[self.pos]
            if char == '"':
                self.pos += 1
                return "".join(parts)
            if char != "\\":
                parts.append(char)
                self.pos += 1
                continue
            escape = text[self.pos + 1 : self.pos + 2]
            octal = OCTAL.match(text, self.pos + 1)
            if octal:
                parts.append(chr(int(octal.group(), 8)))
                self.pos = octal.end()
            elif escape == "U":
                digits = HEX4.match(text, self.pos + 2)
                if not digits:
                    self.fail("a \\U escape needs four hex digits")
                parts.append(chr(int(digits.group(), 16)))
                self.pos = digits.end()
            elif escape:
                parts.append(ESCAPES.get(escape, escape))
                self.pos += 2
            else:
                self.fail("a quoted string is not closed")
