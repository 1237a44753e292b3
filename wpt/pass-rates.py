#!/usr/bin/env python3
"""Pass rates per upstream web-platform-tests directory, from a wptreport JSON file.

    wpt/pass-rates.py REPORT.json [CHAPTER.md]

Prints a Markdown table (one row per top-level directory: test files whose harness
finished OK, subtests passed of those run); with a Markdown file (the book's
conformance chapter, docs/src/conformance.md), replaces the table between
the `<!-- upstream-pass-rates -->` and `<!-- /upstream-pass-rates -->` markers.
`make wpt-pass-rates` runs the suite and calls this.
"""
import json
import sys
from collections import defaultdict


def table(report):
    rows = defaultdict(lambda: {"files": 0, "ok": 0, "passed": 0, "subtests": 0, "skipped": 0})
    for result in report["results"]:
        row = rows[result["test"].lstrip("/").split("/")[0]]
        if result["status"] == "SKIP":
            row["skipped"] += 1
            continue
        row["files"] += 1
        row["ok"] += result["status"] == "OK"
        row["subtests"] += len(result["subtests"])
        row["passed"] += sum(s["status"] == "PASS" for s in result["subtests"])
    lines = [
        "| directory | test files (harness OK) | subtests passed | pass rate |",
        "| --- | --- | --- | --- |",
    ]
    total = {"files": 0, "ok": 0, "passed": 0, "subtests": 0}
    for name in sorted(rows):
        row = rows[name]
        for key in total:
            total[key] += row[key]
        rate = f"{100 * row['passed'] / row['subtests']:.0f} %" if row["subtests"] else "–"
        skipped = f" (+{row['skipped']} skipped)" if row["skipped"] else ""
        lines.append(f"| `{name}` | {row['ok']}/{row['files']}{skipped} | {row['passed']}/{row['subtests']} | {rate} |")
    rate = f"{100 * total['passed'] / total['subtests']:.0f} %" if total["subtests"] else "–"
    lines.append(f"| all | {total['ok']}/{total['files']} | {total['passed']}/{total['subtests']} | {rate} |")
    return "\n".join(lines)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip())
    with open(sys.argv[1], encoding="utf-8") as file:
        text = table(json.load(file))
    if len(sys.argv) == 2:
        print(text)
        return
    start, end = "<!-- upstream-pass-rates -->", "<!-- /upstream-pass-rates -->"
    with open(sys.argv[2], encoding="utf-8") as file:
        readme = file.read()
    if start not in readme or end not in readme:
        sys.exit(f"{sys.argv[2]} has no {start} … {end} markers")
    before, rest = readme.split(start, 1)
    _, after = rest.split(end, 1)
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        file.write(f"{before}{start}\n{text}\n{end}{after}")
    print(text)


if __name__ == "__main__":
    main()
