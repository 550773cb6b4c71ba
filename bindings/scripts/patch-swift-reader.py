#!/usr/bin/env python3
"""Makes the generated Swift bindings read without Data.copyBytes.

UniFFI's Swift reader copies each integer (each bool, each enum tag) and each
string's bytes out of the returned buffer with `Data.copyBytes(to:from:)`. On
Linux, where swift-corelibs-foundation implements Data, that call costs
microseconds (SR-7077), and a snapshot has a few thousand of them: most of a
tap's time on Linux went there. An unaligned load from the buffer's bytes
reads the same big-endian integer, and an array made from the bytes in place
the same string bytes. Each patched text must match the generated code exactly
once, so a change of UniFFI's template fails the build here instead of going
unnoticed.

Usage: bindings/scripts/patch-swift-reader.py MathChessCore.swift
"""
import sys

# (what UniFFI generates, what replaces it), in readInt and readBytes.
PATCHES = [
    (
        "    let _ = withUnsafeMutableBytes(of: &value, { reader.data.copyBytes(to: $0, from: range)})\n",
        "    value = reader.data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: range.lowerBound, as: T.self) }\n",
    ),
    (
        "    var value = [UInt8](repeating: 0, count: count)\n"
        "    value.withUnsafeMutableBufferPointer({ buffer in\n"
        "        reader.data.copyBytes(to: buffer, from: range)\n"
        "    })\n",
        "    let value = reader.data.withUnsafeBytes { [UInt8]($0[range]) }\n",
    ),
]


def patch(source: str) -> str:
    for generated, replacement in PATCHES:
        count = source.count(generated)
        if count != 1:
            raise ValueError(f"expected this generated code once, found it {count} times: review the patch\n{generated}")
        source = source.replace(generated, replacement)
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
