"""A stand-in for a project's `*-opt`, for the bridge's tests (tests/ide/test_opt_bridge.py).

It takes the command line of `mlir_ls.ide.opt_bridge.command` and behaves by `--mode=`:

- `check` (default): like mlir-opt on a tiny dialect. Each line holding `fake.bad` gets
  `FILE:L:C: error: 'fake.bad' op is bad` (C: the op name's byte column), with its source line
  and caret, and a note `FILE:1:1: note: see the top`. With `--verify-diagnostics`, an
  `expected-error {{msg}}` on the line before a `fake.bad` that `msg` is a part of is met;
  other annotations are "not produced", other errors "unexpected". With no error it prints
  the chunk in generic form: each `%x = fake.op ... // type: T` line becomes
  `%N = "fake.op"() : () -> T loc("FILE":L:C)`.
- `garbage`: noise on both streams, exit status 1. `garbage0`: noise on stdout, status 0.
- `crash`: a stack dump on stderr, then SIGABRT. `status3`: exit status 3.
- `hang`: sleeps for a minute.

`--log=PATH` appends the arguments and the chunk text to PATH (one JSON line per run).
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import time


def main(argv: list[str]) -> int:
    mode = "check"
    log = None
    verify = "--verify-diagnostics" in argv
    out = None
    files = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("--mode="):
            mode = arg.split("=", 1)[1]
        elif arg.startswith("--log="):
            log = arg.split("=", 1)[1]
        elif arg == "-o":
            out = argv[i + 1]
            i += 1
        elif not arg.startswith("-"):
            files.append(arg)
        i += 1
    path = files[-1]
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if log:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"argv": argv, "text": text, "out": out}) + "\n")
    if mode == "hang":
        time.sleep(60)
        return 0
    if mode == "garbage":
        print("%$#@ not mlir at all")
        print("random noise", file=sys.stderr)
        return 1
    if mode == "garbage0":
        print("hello, world")
        return 0
    if mode == "crash":
        print("PLEASE submit a bug report to https://example.invalid", file=sys.stderr)
        print("Stack dump:", file=sys.stderr)
        sys.stderr.flush()
        os.kill(os.getpid(), signal.SIGABRT)
        return 0
    if mode == "status3":
        return 3
    return check(path, text, verify)


def check(path: str, text: str, verify: bool) -> int:
    lines = text.split("\n")
    errors = []
    for number, line in enumerate(lines, 1):
        col = line.find("fake.bad")
        if col >= 0:
            errors.append((number, len(line[:col].encode("utf-8")) + 1))
    report = []
    if verify:
        met = set()
        for number, line in enumerate(lines, 1):
            m = re.search(r"expected-error(?: *@\+1)? *\{\{(.*)\}\}", line)
            if m is None:
                continue
            target = next((e for e in errors if e[0] == number + 1), None)
            if target is not None and m.group(1) in "'fake.bad' op is bad":
                met.add(target)
            else:
                col = line.index("expected-error") + 1
                report.append((number, col, f'expected error "{m.group(1)}" was not produced'))
        for number, col in errors:
            if (number, col) not in met:
                report.append((number, col, "unexpected error: 'fake.bad' op is bad"))
        for number, col, message in report:
            print(f"{path}:{number}:{col}: error: {message}", file=sys.stderr)
            print(lines[number - 1], file=sys.stderr)
            print(" " * (col - 1) + "^", file=sys.stderr)
        return 1 if report else 0
    for number, col in errors:
        print(f"{path}:{number}:{col}: error: 'fake.bad' op is bad", file=sys.stderr)
        print(lines[number - 1], file=sys.stderr)
        print(" " * (col - 1) + "^", file=sys.stderr)
        print(f"{path}:1:1: note: see the top", file=sys.stderr)
        print(lines[0], file=sys.stderr)
        print("^", file=sys.stderr)
    if errors:
        return 1
    body = []
    count = 0
    for number, line in enumerate(lines, 1):
        m = re.search(r"%\w+ = (fake\.op)\b.*// type: (\S+)", line)
        if m is None:
            continue
        col = len(line[: m.start(1)].encode("utf-8")) + 1
        body.append(f'  %{count} = "fake.op"() : () -> {m.group(2)} loc("{path}":{number}:{col})')
        count += 1
    print('"builtin.module"() ({')
    print("\n".join(body))
    print(f'}}) : () -> () loc("{path}":0:0)')
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
