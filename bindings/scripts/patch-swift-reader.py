#!/usr/bin/env python3
"""Makes the generated Swift bindings read the returned buffer's bytes in place.

UniFFI's Swift reader wraps each returned buffer in a `Data` and reads every
integer (each bool, each enum tag, each optional's tag) and each string's
bytes through it. Every access to a `Data`'s bytes is checked for exclusive
access at run time by Foundation (`swift_beginAccess`), and with
swift-corelibs-foundation on Linux `Data.copyBytes` costs microseconds more
(SR-7077). A snapshot has a few thousand such reads: they were most of a
tap's time. The reader here reads the same big-endian integers and the same
string bytes from an `UnsafeRawBufferPointer` over the buffer, which stays
allocated until the value is read (`lift` frees it after `read`).

Each patched text must match the generated code as many times as said, so a
change of UniFFI's template fails the build here instead of going unnoticed.

Usage: bindings/scripts/patch-swift-reader.py MathChessCore.swift
"""
import sys

READER = "(data: Data, offset: Data.Index)"
BYTES_READER = "(data: UnsafeRawBufferPointer, offset: Int)"

# (what UniFFI generates, what replaces it, how many times it is generated);
# a count of None: once or more.
PATCHES = [
    # The reader's type, in every converter's `read(from:)`.
    (READER, BYTES_READER, None),
    (
        "fileprivate extension Data {\n"
        "    init(rustBuffer: RustBuffer) {\n"
        "        self.init(\n"
        "            bytesNoCopy: rustBuffer.data!,\n"
        "            count: Int(rustBuffer.len),\n"
        "            deallocator: .none\n"
        "        )\n"
        "    }\n"
        "}\n",
        "fileprivate extension UnsafeRawBufferPointer {\n"
        "    init(rustBuffer: RustBuffer) {\n"
        "        self.init(start: rustBuffer.data, count: Int(rustBuffer.len))\n"
        "    }\n"
        "}\n",
        1,
    ),
    (
        "fileprivate func createReader(data: Data) ->",
        "fileprivate func createReader(data: UnsafeRawBufferPointer) ->",
        1,
    ),
    (
        "createReader(data: Data(rustBuffer: buf))",
        "createReader(data: UnsafeRawBufferPointer(rustBuffer: buf))",
        1,
    ),
    (
        "    let _ = withUnsafeMutableBytes(of: &value, { reader.data.copyBytes(to: $0, from: range)})\n",
        "    value = reader.data.loadUnaligned(fromByteOffset: range.lowerBound, as: T.self)\n",
        1,
    ),
    (
        "    var value = [UInt8](repeating: 0, count: count)\n"
        "    value.withUnsafeMutableBufferPointer({ buffer in\n"
        "        reader.data.copyBytes(to: buffer, from: range)\n"
        "    })\n",
        "    let value = [UInt8](reader.data[range])\n",
        1,
    ),
]


def patch(source: str) -> str:
    for generated, replacement, expected in PATCHES:
        count = source.count(generated)
        if count == 0 or (expected is not None and count != expected):
            times = "at least once" if expected is None else f"{expected} times"
            raise ValueError(f"expected this generated code {times}, found it {count} times: review the patch\n{generated}")
        source = source.replace(generated, replacement)
    if "Data.Index" in source:
        raise ValueError("a reader over Data is left: review the patch")
    return source


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    path = sys.argv[1]
    with open(path, encoding="utf-8") as file:
        source = file.read()
    try:
        patched = patch(source)
    except ValueError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    with open(path, "w", encoding="utf-8") as file:
        file.write(patched)
    return 0


if __name__ == "__main__":
    sys.exit(main())
