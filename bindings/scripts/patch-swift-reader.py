#!/usr/bin/env python3
"""Makes the generated Swift bindings read integers without Data.copyBytes.

UniFFI's Swift reader copies each integer (each bool, each enum tag) out of the
returned buffer with `Data.copyBytes(to:from:)`. On Linux, where
swift-corelibs-foundation implements Data, that call costs microseconds
(SR-7077), and a snapshot has a few thousand of them: most of a tap's time on
Linux went there. An unaligned load from the buffer's bytes reads the same
big-endian value. The patch must match the generated line exactly once, so a
change of UniFFI's template fails the build here instead of going unnoticed.

Usage: bindings/scripts/patch-swift-reader.py MathChessCore.swift
"""
import sys

COPY = "    let _ = withUnsafeMutableBytes(of: &value, { reader.data.copyBytes(to: $0, from: range)})\n"
LOAD = "    value = reader.data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: range.lowerBound, as: T.self) }\n"


def patch(source: str) -> str:
    count = source.count(COPY)
    if count != 1:
        raise ValueError(f"expected UniFFI's readInt copy line once, found it {count} times: review this patch")
    return source.replace(COPY, LOAD)


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
