#!/bin/sh
# One command from a fresh clone to a running demo: install what is missing,
# configure, build every chapter's program and the book, and run chapter 1's
# demo (in a window if there is a display; headless, with a screenshot, if not).
set -e
cd "$(dirname "$0")"
tools/install-deps.sh
cmake -S . -B build
cmake --build build -j "$(nproc 2>/dev/null || echo 2)"
echo "quickstart: the book is build/book/book.pdf"
exec build/bin/ch01 --screenshot build/ch01-last-frame.png
