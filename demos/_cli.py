"""What the demos' command lines share (next to the scripts, like _plotting.py; not part of any
library): a parser whose ``--help`` shows the script's whole docstring and every option with its
default, and that refuses an unknown option by naming the nearest known one; and progress bars
(tqdm, on stderr) that stay silent where stderr is not a terminal (a log file, CI) or with
``--quiet``. Imports nothing heavy: ``--help`` must answer at once.
"""

from __future__ import annotations

import argparse
import difflib
import sys


class _Formatter(argparse.RawDescriptionHelpFormatter):
    """The docstring as written; ``(default: ...)`` after each option that has a real default."""

    def _get_help_string(self, action):
        text = action.help or ""
        if "%(default)" in text or action.default in (None, False, argparse.SUPPRESS) \
                or not action.option_strings:
            return text
        return f"{text} (default: %(default)s)"


def unknown_option(arg, parser):
    """``unknown option --backnd (did you mean --backend?)`` for an argument ``parser`` lacks."""
    if not arg.startswith("-"):
        return f"unexpected argument {arg!r}"
    option = arg.partition("=")[0]
    known = [s for a in parser._actions for s in a.option_strings if a.help != argparse.SUPPRESS]
    near = difflib.get_close_matches(option, known, n=1, cutoff=0.6)
    return f"unknown option {option} " + (f"(did you mean {near[0]}?)" if near else "(see --help)")


class DemoParser(argparse.ArgumentParser):
    """``argparse.ArgumentParser`` with the demo's docstring as its description, no option
    abbreviations (a prefix is an error, not a guess) and unknown options named with the nearest
    known one (exit status 2, one line, no traceback)."""

    def __init__(self, doc, **kwargs):
        super().__init__(description=doc, formatter_class=_Formatter, allow_abbrev=False,
                         **kwargs)

    def parse_args(self, args=None, namespace=None):
        ns, rest = self.parse_known_args(args, namespace)
        if rest:
            self.error(unknown_option(rest[0], self))
        return ns


def add_quiet(parser):
    """``--quiet``: no progress bars or status lines (results are still printed)."""
    parser.add_argument("--quiet", action="store_true",
                        help="no progress bars or status lines on stderr (they are off anyway "
                             "when stderr is not a terminal)")


class _NoBar:
    """What :func:`progress` returns where tqdm is not installed: does nothing."""

    disable = True

    def update(self, n=1):
        pass

    def set_postfix_str(self, s="", refresh=True):
        pass

    def set_description_str(self, desc=None, refresh=True):
        pass

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def progress(total, desc, *, quiet=False, leave=True, unit="it"):
    """A tqdm progress bar on stderr (disabled with ``quiet`` or where stderr is not a
    terminal), or a stand-in that does nothing where tqdm is not installed."""
    try:
        from tqdm import tqdm  # noqa: PLC0415 - a dependency of ivy-builder; optional here
    except ImportError:
        return _NoBar()
    return tqdm(total=total, desc=desc, file=sys.stderr, disable=True if quiet else None,
                leave=leave, unit=unit, dynamic_ncols=True)


def status(bar, text, *, quiet=False):
    """Say what is happening now (``torch: compiling... (first step)``): in the bar where it is
    shown, else as a line on stderr unless ``quiet``."""
    if not bar.disable:
        bar.set_description_str(text, refresh=True)
    elif not quiet:
        print(text, file=sys.stderr, flush=True)
