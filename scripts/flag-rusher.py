#!/usr/bin/env python3
"""A scripted Capture the Flag player that rushes its 1 to the enemy flag,
for `mathchess match --game flag LEVEL "exec:scripts/flag-rusher.py BIN"`
(docs/engine.md, "The 1's rush"). Given the position string last, it
prints one move: the 1 into the flag if it may; else the 1's move onto an
attack point A or B; else the 1's move that ends nearest to A or B (fewest
king steps, a jump chain counting as one move); else, when the 1 cannot
come nearer, BIN's depth-2 move. It sees only the position.

Usage: flag-rusher.py BIN POSITION...
"""
import subprocess
import sys

# The attack points A and B against each side's enemy flag (flag-rules §2).
GATES = {"b": ("e9", "g9"), "r": ("g4", "e4")}
FLAGS = {"b": "f10", "r": "f3"}


def coords(square):
    return ord(square[0]) - ord("a"), int(square[1:]) - 1


def distance(square, gates):
    f, r = coords(square)
    return min(max(abs(f - gf), abs(r - gr)) for gf, gr in map(coords, gates))


def one_square(board, side):
    """The square of `side`'s 1 on the board field of a position string."""
    piece = ("B" if side == "b" else "R") + "1"
    for row, text in enumerate(board.split("/")):
        rank, file = 12 - row, 0
        for item in text.split(","):
            if item.isdigit():
                file += int(item)
            else:
                if item == piece:
                    return f"{chr(ord('a') + file)}{rank}"
                file += 1
    return None


def main():
    binary, position = sys.argv[1], " ".join(sys.argv[2:])
    board, side = position.split(" ")[:2]
    run = lambda *args: subprocess.run(
        [binary, *args, "--game", "flag", position], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    one = one_square(board, side)
    gates = GATES[side]
    if one is not None:
        ones = [line.split(" ")[0] for line in run("moves") if line.startswith(one)]
        targets = {move: move[len(one) + 1:] for move in ones}
        for move, to in targets.items():
            if to == FLAGS[side]:
                print(move)
                return
        if targets:
            best = min(targets, key=lambda m: distance(targets[m], gates))
            if distance(targets[best], gates) < distance(one, gates):
                print(best)
                return
    print(run("bestmove", "--depth", "2")[-1])


if __name__ == "__main__":
    main()
