"""Specs on the command line: ``argparse`` options generated from a spec's fields, so that a
program's ``--help`` lists every field with its type, allowed values and default, and typos are
refused before the program runs. The merge order and validation are :mod:`ivy_builder.spec`'s.
"""

from __future__ import annotations

import argparse
import json
import sys
import typing
from collections.abc import Mapping, Sequence
from typing import Any

from .spec import (
    RunSpec,
    Spec,
    SpecError,
    _coerce,
    _describe,
    _dict_prefix,
    _leaves,
    _nest,
    _unknown,
    _unoptional,
)

__all__ = ["add_spec_options", "parse_spec_args", "spec_help"]

_DEST = "ivy_builder_spec:"  # argparse destinations of the spec options (not identifiers)


def _type_text(tp):
    """``int``, ``list of int``, ``int or null``... (what a command-line value must be)."""
    inner = _unoptional(tp)
    origin, args = typing.get_origin(inner), typing.get_args(inner)
    if origin is list or inner is list:
        text = f"JSON list of {_type_text(args[0])}" if args else "JSON list"
    elif origin is dict or inner is dict:
        text = "JSON object"
    elif inner is bool:
        text = "bool (true or false)"
    else:
        text = getattr(inner, "__name__", str(inner))
    return text + (" or null" if inner is not tp else "")


def _expected(tp, f):
    """What a field accepts, in words: ``float > 0.0``, ``one of 'sgd', 'adam'``."""
    allowed = _describe(f)
    if "choices" in f.metadata:
        return allowed
    text = _type_text(tp)
    if not allowed:
        return text
    return f"{text}, {allowed}" if " " in text else f"{text} {allowed}"


def _metavar(tp):
    inner = _unoptional(tp)
    origin = typing.get_origin(inner) or inner
    return {bool: "BOOL", int: "INT", float: "FLOAT", str: "STR", list: "LIST",
            dict: "JSON"}.get(origin, "VALUE")


def _shown(value):
    return value if isinstance(value, str) else json.dumps(value)


def _base_spec(cls, defaults):
    """The spec whose values ``--help`` shows as defaults (the class's own where ``defaults``
    is None or does not validate)."""
    if isinstance(defaults, Spec):
        return defaults
    try:
        return cls.from_dict(_nest(defaults or {}))
    except SpecError:
        return cls()


def _validator(key, tp, f):
    """An argparse ``type``: the value checked against the field, kept as given (the spec
    types it again when built)."""
    def check(value):
        try:
            _coerce(value, tp, f, "--" + key)
        except SpecError:
            raise argparse.ArgumentTypeError(
                f"invalid value {value!r}: expected {_expected(tp, f)}") from None
        return value
    check.__name__ = _type_text(tp)
    return check


def add_spec_options(parser: argparse.ArgumentParser, cls: type[Spec] = RunSpec, /, *,
                     defaults: Mapping[str, Any] | Spec | None = None) -> argparse.ArgumentParser:
    """Declare every field of ``cls`` as an option of an ``argparse`` parser, so that the
    program's ``--help`` lists them (``--trainer.max_steps INT``: type, allowed values and
    default, all read from the spec) and typos are refused. Nested specs become option groups
    titled by their docstrings; ``--config FILE`` names a spec file. Use
    :func:`parse_spec_args` to parse.

    Args:
        parser: an ``argparse.ArgumentParser`` (``allow_abbrev=False`` recommended: a prefix
            of an option is then an error, not that option).
        cls: the spec dataclass (default :class:`RunSpec`).
        defaults: the program's defaults (a nested dict as given to ``build_spec(data=...)``,
            or a spec instance): shown as each option's default; the class's own when None.

    Returns:
        The parser.

    Example:
        >>> import argparse
        >>> from ivy_builder import TrainerSpec
        >>> from ivy_builder.spec_cli import add_spec_options
        >>> p = add_spec_options(argparse.ArgumentParser(prog="train"), TrainerSpec)
        >>> "--max_steps INT" in p.format_help()
        True
    """
    if getattr(parser, "_ivy_builder_spec", None) is not None:
        return parser
    base = _base_spec(cls, defaults)
    group = parser.add_argument_group(
        f"spec options ({cls.__name__})",
        "Each value is JSON, typed against its field (--section.field=value works too);\n"
        "these options win over a --config file and the program's defaults.")
    group.add_argument("--config", metavar="FILE", dest=_DEST + "config", default=argparse.SUPPRESS,
                       help="a JSON or TOML spec file (it may name a parent file)")
    groups = {"": group}
    for key, tp, f, owner in _leaves(cls):
        section = key.rpartition(".")[0]
        if section not in groups:
            doc = (owner.__doc__ or "").strip().splitlines()
            groups[section] = parser.add_argument_group(
                f"--{section}.* ({owner.__name__})", doc[0] if doc else None)
        value = base
        for part in key.split("."):
            value = getattr(value, part, None)  # None below an unset Optional spec
        text = f"{_expected(tp, f)}; default {_shown(value)}".replace("%", "%%")
        kw = {"dest": _DEST + key, "default": argparse.SUPPRESS, "metavar": _metavar(tp),
              "type": _validator(key, tp, f)}
        groups[section].add_argument("--" + key, help=text, **kw)
        if "_" in key:  # --trainer.out-dir as well as --trainer.out_dir
            groups[section].add_argument("--" + key.replace("_", "-"), help=argparse.SUPPRESS, **kw)
    parser._ivy_builder_spec = cls
    return parser


def parse_spec_args(parser: argparse.ArgumentParser, argv: Sequence[str] | None = None,
                    cls: type[Spec] = RunSpec, /, *,
                    defaults: Mapping[str, Any] | Spec | None = None) -> tuple[argparse.Namespace, list[str]]:
    """Parse a program's command line: its own options (declared on ``parser``) and the spec's
    (added by :func:`add_spec_options` if not yet). An unknown option exits through
    ``parser.error`` (status 2, one line, no traceback) naming the nearest known one
    (``unknown option --backnd (did you mean --backend?)``), and so does a value of the wrong
    type or out of range (``argument --optimizer.lr: invalid value 'abc': expected float >
    0.0``); ``-h``/``--help`` prints every option and exits 0.

    Args:
        parser: an ``argparse.ArgumentParser``.
        argv: the arguments (default ``sys.argv[1:]``).
        cls: the spec dataclass (default :class:`RunSpec`).
        defaults: shown in ``--help`` as the defaults (see :func:`add_spec_options`).

    Returns:
        ``(namespace, overrides)``: the program's options, and the spec overrides as a list of
        ``--key=value`` strings for ``build_spec(argv=overrides)``.

    Example:
        >>> import argparse
        >>> from ivy_builder import build_spec
        >>> from ivy_builder.spec_cli import parse_spec_args
        >>> p = argparse.ArgumentParser(allow_abbrev=False)
        >>> _ = p.add_argument("--backend", default="torch")
        >>> args, over = parse_spec_args(p, ["--backend", "jax", "--trainer.max_steps", "5"])
        >>> args.backend, over, build_spec(argv=over).trainer.max_steps
        ('jax', ['--trainer.max_steps=5'], 5)
    """
    add_spec_options(parser, cls, defaults=defaults)
    argv = list(sys.argv[1:] if argv is None else argv)
    ns, rest = parser.parse_known_args(argv)
    extra, i = [], 0
    while i < len(rest):
        arg = rest[i]
        key, eq, value = arg[2:].partition("=")
        if arg.startswith("--") and _dict_prefix(cls, key.replace("-", "_")):
            if not eq:
                if i + 1 >= len(rest):
                    parser.error(f"argument {arg}: expected one argument")
                value, i = rest[i + 1], i + 1
            extra.append(f"--{key}={value}")
        elif arg.startswith("-"):
            options = [s for a in parser._actions for s in a.option_strings
                       if a.help is not argparse.SUPPRESS]
            parser.error(_unknown(arg.partition("=")[0], options))
        else:
            parser.error(f"unexpected argument {arg!r}")
        i += 1
    overrides = []
    for dest in [d for d in vars(ns) if d.startswith(_DEST)]:
        overrides.append(f"--{dest[len(_DEST):]}={getattr(ns, dest)}")
        delattr(ns, dest)
    return ns, overrides + extra


def spec_help(cls: type[Spec] = RunSpec, /, *, defaults: Mapping[str, Any] | Spec | None = None,
              prog: str | None = None) -> str:
    """The ``--help`` text of a spec's options (what ``build_spec(argv=["--help"])`` prints).

    Args:
        cls: the spec dataclass (default :class:`RunSpec`).
        defaults: shown as the defaults (see :func:`add_spec_options`).
        prog: the program's name (default: that of ``sys.argv[0]``).

    Returns:
        The text.

    Example:
        >>> from ivy_builder.spec_cli import spec_help
        >>> print(spec_help(prog="train").splitlines()[0])
        usage: train [-h] [--config FILE] [--SECTION.FIELD VALUE ...]
    """
    parser = argparse.ArgumentParser(
        prog=prog, allow_abbrev=False, usage="%(prog)s [-h] [--config FILE] [--SECTION.FIELD VALUE ...]",
        description=f"Options of {cls.__name__}, from ivy_builder.build_spec.")
    return add_spec_options(parser, cls, defaults=defaults).format_help()
