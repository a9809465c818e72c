"""Typed specs: dataclasses built from files, dicts, keyword arguments and the command line.

A spec is a dataclass deriving from :class:`Spec`; each field may carry its allowed values in
its metadata (``bounded(default, low=..., high=...)``, ``choice(default, *values)``). Sources are
merged in this order, each later one winning: a JSON or TOML file (which may name a ``parent``
file, merged under it), a dict, keyword arguments, command-line overrides
(``--trainer.lr=1e-3``). The result is validated once: an error names the field, the value and
what is allowed. ``save_spec`` writes the resolved spec (JSON) beside every run.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import os
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Self, TypeVar

from ivy import IvyValueError

_T = TypeVar("_T")  # the type of a field's default (bounded, choice)

__all__ = ["Spec", "SpecError", "DataSpec", "NetworkSpec", "OptimizerSpec", "TrainerSpec",
           "DistributedSpec", "RunSpec", "bounded", "choice", "build_spec", "load_spec_file",
           "parse_overrides", "save_spec"]


class SpecError(IvyValueError):
    """A spec value of the wrong type or outside its allowed range (the message names both).

    Example:
        >>> from ivy_builder import SpecError, TrainerSpec
        >>> try:
        ...     TrainerSpec(max_steps=0)
        ... except SpecError as e:
        ...     print(e)
        ivy_builder spec: max_steps = 0 is out of range: allowed >= 1
    """


def bounded(default: _T, *, low: float | None = None, high: float | None = None, low_open: bool = False,
            high_open: bool = False) -> _T:
    """A dataclass field whose value must lie in ``[low, high]`` (open ends where asked).

    Args:
        default: the default value (None allowed when the field is Optional).
        low: the smallest allowed value, None for no bound.
        high: the largest allowed value, None for no bound.
        low_open: exclude ``low`` itself.
        high_open: exclude ``high`` itself.

    Returns:
        A ``dataclasses.field`` with the range in its metadata.

    Example:
        >>> from dataclasses import dataclass
        >>> from ivy_builder import Spec, bounded, build_spec
        >>> @dataclass
        ... class S(Spec):
        ...     lr: float = bounded(0.1, low=0, low_open=True)
        >>> build_spec(S, lr=0.5).lr
        0.5
    """
    meta = {"low": low, "high": high, "low_open": low_open, "high_open": high_open}
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda: type(default)(default), metadata=meta)
    return field(default=default, metadata=meta)


def choice(default: _T, *values: Any) -> _T:
    """A dataclass field whose value must be one of ``values``.

    Args:
        default: the default value (one of ``values``).
        *values: the allowed values.

    Returns:
        A ``dataclasses.field`` with the allowed values in its metadata.

    Example:
        >>> from dataclasses import dataclass
        >>> from ivy_builder import Spec, choice, build_spec
        >>> @dataclass
        ... class S(Spec):
        ...     name: str = choice("sgd", "sgd", "adam")
        >>> build_spec(S, name="adam").name
        'adam'
    """
    return field(default=default, metadata={"choices": tuple(values)})


class Spec:
    """Base class of specs (use with ``@dataclass``): ``to_dict``, ``from_dict``, validation.

    Example:
        >>> from dataclasses import dataclass
        >>> from ivy_builder import Spec, bounded
        >>> @dataclass
        ... class Model(Spec):
        ...     width: int = bounded(8, low=1)
        >>> Model.from_dict({"width": 4}).to_dict()
        {'width': 4}
    """

    def to_dict(self) -> dict[str, Any]:
        """The spec as plain nested dicts (JSON-ready)."""
        return json.loads(json.dumps(dataclasses.asdict(self)))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], /, _prefix: str = "") -> Self:
        """The spec from nested dicts: unknown keys, wrong types and values outside the allowed
        range raise :class:`SpecError` naming the field."""
        if not isinstance(data, dict):
            raise SpecError(f"ivy_builder spec: {_prefix.rstrip('.') or cls.__name__} must be a "
                            f"table of fields, got {data!r}")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - set(fields))
        if unknown:
            near = difflib.get_close_matches(unknown[0], list(fields), n=1)
            hint = f"did you mean {_prefix}{near[0]}? " if near else ""
            raise SpecError(f"ivy_builder spec: unknown field {_prefix}{unknown[0]} "
                            f"({hint}fields of {cls.__name__}: {', '.join(fields)})")
        hints = typing.get_type_hints(cls)
        kwargs = {}
        for name, value in data.items():
            kwargs[name] = _coerce(value, hints[name], fields[name], _prefix + name)
        return cls(**kwargs)

    def __post_init__(self) -> None:
        hints = typing.get_type_hints(type(self))
        for f in dataclasses.fields(self):
            object.__setattr__(self, f.name, _coerce(getattr(self, f.name), hints[f.name], f,
                                                     f.name))


# --- type coercion and range checks ----------------------------------------------------------
def _describe(f):
    m = f.metadata
    if "choices" in m:
        return "one of " + ", ".join(repr(c) for c in m["choices"])
    parts = []
    if m.get("low") is not None:
        parts.append(f"{'>' if m['low_open'] else '>='} {m['low']}")
    if m.get("high") is not None:
        parts.append(f"{'<' if m['high_open'] else '<='} {m['high']}")
    return " and ".join(parts)


def _in_range(v, m):
    lo, hi = m.get("low"), m.get("high")
    if lo is not None and (v < lo or (m["low_open"] and v == lo)):
        return False
    return not (hi is not None and (v > hi or (m["high_open"] and v == hi)))


def _coerce(value, tp, f, name):
    """``value`` converted to type ``tp`` (strings from the command line parsed), range checked."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        tp = next(a for a in args if a is not type(None))
        origin, args = typing.get_origin(tp), typing.get_args(tp)
    if isinstance(tp, type) and issubclass(tp, Spec):
        return value if isinstance(value, tp) else tp.from_dict(value, _prefix=name + ".")
    allowed = _describe(f)
    bad = SpecError(f"ivy_builder spec: {name} = {value!r} is not a valid "
                    f"{getattr(tp, '__name__', tp)}" + (f" (allowed {allowed})" if allowed else ""))
    if isinstance(value, str) and tp is not str:
        try:
            value = json.loads(value)
        except ValueError:
            raise bad from None
    if tp is bool:
        if type(value) is not bool:
            raise bad
    elif tp is int:
        if type(value) is float and value.is_integer():
            value = int(value)
        if type(value) is not int:
            raise bad
    elif tp is float:
        if type(value) not in (int, float):
            raise bad
        value = float(value)
    elif tp is str:
        if not isinstance(value, str):
            raise bad
    elif origin is list or tp is list:
        if isinstance(value, tuple):
            value = list(value)
        if not isinstance(value, list):
            raise bad
        if args:
            value = [_coerce(x, args[0], _NOFIELD, f"{name}[{i}]") for i, x in enumerate(value)]
    elif origin is dict or tp is dict:
        if not isinstance(value, dict):
            raise bad
    m = f.metadata
    if "choices" in m and value not in m["choices"]:
        raise SpecError(f"ivy_builder spec: {name} = {value!r} is not allowed: {_describe(f)}")
    if (m.get("low") is not None or m.get("high") is not None) and value is not None \
            and not _in_range(value, m):
        raise SpecError(f"ivy_builder spec: {name} = {value!r} is out of range: allowed "
                        f"{_describe(f)}")
    return value


_NOFIELD = field()
_NOFIELD.metadata = types.MappingProxyType({})


# --- the standard specs ----------------------------------------------------------------------
@dataclass
class DataSpec(Spec):
    """Data loading: batch size, shuffling, prefetch, sequence windows.

    Example:
        >>> from ivy_builder import DataSpec
        >>> DataSpec(batch_size=4).batch_size
        4
    """

    batch_size: int = bounded(32, low=1)
    shuffle: bool = True
    seed: int = bounded(0, low=0)
    drop_last: bool = False
    prefetch: int = bounded(2, low=0)
    window: int | None = bounded(None, low=1)
    val_fraction: float = bounded(0.0, low=0.0, high=1.0, high_open=True)


@dataclass
class NetworkSpec(Spec):
    """The model: a name the program maps to a Module, layer sizes, dropout, anything else.

    Example:
        >>> from ivy_builder import NetworkSpec
        >>> NetworkSpec(hidden=[16, 16]).hidden
        [16, 16]
    """

    name: str = "mlp"
    hidden: list[int] = bounded([64])
    dropout: float = bounded(0.0, low=0.0, high=1.0, high_open=True)
    options: dict = field(default_factory=dict)


@dataclass
class OptimizerSpec(Spec):
    """The optimizer (an Ivy optimizer by name) and its learning-rate schedule.

    ``momentum`` is used as given by ``sgd`` and ``lars`` (0: none; LARS usually takes 0.9);
    ``weight_decay`` is decoupled (``adamw``, ``lamb``, ``lars``, ``sgd``); ``adam`` with a
    weight decay is refused (use ``adamw``). ``one_cycle``: ``pct_start``, ``div_factor``,
    ``final_div_factor`` (PyTorch's OneCycleLR); ``plateau``: ``plateau_patience``, ``min_lr``,
    ``cooldown``, on the trainer's ``monitor`` / ``mode`` / ``min_delta``.

    Example:
        >>> from ivy_builder import OptimizerSpec
        >>> OptimizerSpec(name="sgd", lr=0.1).name
        'sgd'
    """

    name: str = choice("adam", "sgd", "adam", "adamw", "lamb", "lars")
    lr: float = bounded(1e-3, low=0.0, low_open=True)
    momentum: float = bounded(0.0, low=0.0)
    weight_decay: float = bounded(0.0, low=0.0)
    schedule: str = choice("constant", "constant", "cosine", "exponential", "step", "one_cycle", "plateau")
    decay_steps: int = bounded(1000, low=1)  # one_cycle: the cycle's length
    decay_rate: float = bounded(0.1, low=0.0, low_open=True)  # plateau: the factor
    warmup_steps: int = bounded(0, low=0)
    pct_start: float = bounded(0.3, low=0.0, high=1.0, low_open=True, high_open=True)
    div_factor: float = bounded(25.0, low=0.0, low_open=True)
    final_div_factor: float = bounded(1e4, low=0.0, low_open=True)
    plateau_patience: int = bounded(10, low=0)
    min_lr: float = bounded(0.0, low=0.0)
    cooldown: int = bounded(0, low=0)


@dataclass
class TrainerSpec(Spec):
    """The training loop: length, logging, validation, checkpoints, clipping, accumulation.

    Example:
        >>> from ivy_builder import TrainerSpec
        >>> TrainerSpec(max_steps=10).checkpoint_every
        100
    """

    max_steps: int = bounded(1000, low=1)
    max_epochs: int | None = bounded(None, low=1)
    seed: int = bounded(0, low=0)
    log_every: int = bounded(10, low=1)
    val_every: int = bounded(0, low=0)
    checkpoint_every: int = bounded(100, low=1)
    keep_last: int = bounded(3, low=1)
    grad_clip: float | None = bounded(None, low=0.0, low_open=True)
    accumulate: int = bounded(1, low=1)
    compile: bool = False
    patience: int = bounded(0, low=0)
    monitor: str = "val_loss"  # early stopping, best / top-k checkpoints, plateau schedule
    mode: str = choice("min", "min", "max")
    min_delta: float = bounded(0.0, low=0.0)
    save_top_k: int = bounded(0, low=0)
    precision: str = choice("float32", "float32", "float16", "bfloat16")
    loss_scale: float = bounded(2.0 ** 16, low=0.0, low_open=True)  # float16's initial scale
    loss_scale_window: int = bounded(2000, low=1)
    out_dir: str = "runs/run"
    progress: bool = True
    resume: bool = True
    plot: bool = True


@dataclass
class DistributedSpec(Spec):
    """Data-parallel training through a framework's own engine.

    Example:
        >>> from ivy_builder import DistributedSpec
        >>> DistributedSpec(engine="torch", workers=2).workers
        2
    """

    engine: str = choice("none", "none", "auto", "torch", "jax", "tensorflow", "mxnet")
    workers: int = bounded(1, low=1)


@dataclass
class RunSpec(Spec):
    """Everything a training run needs: data, network, optimizer, trainer, distribution.

    Example:
        >>> from ivy_builder import RunSpec
        >>> RunSpec().trainer.keep_last
        3
    """

    data: DataSpec = field(default_factory=DataSpec)
    network: NetworkSpec = field(default_factory=NetworkSpec)
    optimizer: OptimizerSpec = field(default_factory=OptimizerSpec)
    trainer: TrainerSpec = field(default_factory=TrainerSpec)
    distributed: DistributedSpec = field(default_factory=DistributedSpec)


# --- sources ---------------------------------------------------------------------------------
def _merge(base, over):
    out = dict(base)
    for k, v in over.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _nest(flat):
    """``{"trainer.lr": 1}`` (or ``trainer__lr``) -> ``{"trainer": {"lr": 1}}``; nested dicts kept."""
    out = {}
    for key, v in flat.items():
        parts = key.replace("__", ".").split(".")
        node = out
        for p in parts[:-1]:
            node = node.setdefault(p, {})
            if not isinstance(node, dict):
                raise SpecError(f"ivy_builder spec: {key} overrides a value that is not a table")
        node[parts[-1]] = _merge(node[parts[-1]], v) if isinstance(v, dict) and \
            isinstance(node.get(parts[-1]), dict) else v
    return out


def load_spec_file(path: str | os.PathLike[str], /) -> dict[str, Any]:
    """The nested dict of a JSON or TOML spec file, merged over its ``parent`` file (a path
    relative to the file; parents may have parents).

    Args:
        path: a ``.json`` or ``.toml`` file.

    Returns:
        A dict (the ``parent`` key removed).

    Raises:
        SpecError: an unknown suffix, a parse error or a cycle of parents.

    Example:
        >>> import json, os, tempfile
        >>> from ivy_builder import load_spec_file
        >>> d = tempfile.mkdtemp()
        >>> _ = open(os.path.join(d, "base.json"), "w").write('{"trainer": {"max_steps": 5}}')
        >>> toml = 'parent = "base.json"\\n[data]\\nbatch_size = 4\\n'
        >>> _ = open(os.path.join(d, "run.toml"), "w").write(toml)
        >>> load_spec_file(os.path.join(d, "run.toml"))
        {'trainer': {'max_steps': 5}, 'data': {'batch_size': 4}}
    """
    seen, chain = set(), []
    path = os.path.abspath(os.fspath(path))
    while path is not None:
        if path in seen:
            raise SpecError(f"ivy_builder.load_spec_file: the parents of {chain[0]} form a cycle "
                            f"at {path}")
        seen.add(path)
        data = _read(path)
        parent = data.pop("parent", None)
        chain.append(data)
        path = os.path.join(os.path.dirname(path), parent) if parent else None
    out = {}
    for data in reversed(chain):
        out = _merge(out, data)
    return out


def _read(path):
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise SpecError(f"ivy_builder.load_spec_file: cannot read {path}: {e}") from e
    try:
        if path.endswith(".json"):
            return json.loads(raw.decode())
        if path.endswith(".toml"):
            try:
                import tomllib  # noqa: PLC0415 - Python >= 3.11
            except ImportError:  # pragma: no cover - Python 3.10
                import tomli as tomllib  # noqa: PLC0415
            return tomllib.loads(raw.decode())
    except ValueError as e:
        raise SpecError(f"ivy_builder.load_spec_file: {path} does not parse: {e}") from e
    raise SpecError(f"ivy_builder.load_spec_file: {path}: use a .json or .toml file")


def parse_overrides(argv: Sequence[str], /) -> tuple[str | None, dict[str, str]]:
    """Command-line overrides ``--a.b=value`` or ``--a.b value`` as a flat dict, and the spec
    file given with ``--config`` (None if none). Values stay strings (typed against the spec).

    Args:
        argv: the arguments (e.g. ``sys.argv[1:]``).

    Returns:
        ``(config_path, {"a.b": "value", ...})``.

    Raises:
        SpecError: an argument that is not an override.

    Example:
        >>> from ivy_builder import parse_overrides
        >>> parse_overrides(["--trainer.lr=1e-3", "--data.batch_size", "8"])
        (None, {'trainer.lr': '1e-3', 'data.batch_size': '8'})
    """
    config, out, i = None, {}, 0
    argv = list(argv)
    while i < len(argv):
        arg = argv[i]
        if not arg.startswith("--") or len(arg) == 2:
            raise SpecError(f"ivy_builder.parse_overrides: expected --field.name=value, got "
                            f"{arg!r}")
        key, eq, value = arg[2:].partition("=")
        if not eq:
            if i + 1 >= len(argv):
                raise SpecError(f"ivy_builder.parse_overrides: {arg} has no value")
            value, i = argv[i + 1], i + 1
        if key == "config":
            config = value
        else:
            out[key.replace("-", "_")] = value
        i += 1
    return config, out


# --- command-line names shared with spec_cli.py: nested fields, unknown options ------------
_HELP = ("-h", "--help")


def _leaves(cls, prefix=""):
    """``(key, type, field, owner_class)`` of every non-spec field of ``cls``, nested specs
    flattened (``trainer.max_steps``)."""
    hints = typing.get_type_hints(cls)
    for f in dataclasses.fields(cls):
        tp = _unoptional(hints[f.name])
        if isinstance(tp, type) and issubclass(tp, Spec):
            yield from _leaves(tp, f"{prefix}{f.name}.")
        else:
            yield f"{prefix}{f.name}", hints[f.name], f, cls


def _unoptional(tp):
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        return next(a for a in typing.get_args(tp) if a is not type(None))
    return tp


def _suggest(option, candidates):
    """The candidate nearest to ``option`` (same field name in another section first)."""
    name = option.lstrip("-")
    same = [c for c in candidates if "." in name and c.rsplit(".", 1)[-1] == name.rsplit(".", 1)[-1]]
    near = same or difflib.get_close_matches(option, candidates, n=1, cutoff=0.6)
    return near[0] if near else None


def _unknown(option, candidates):
    near = _suggest(option, candidates)
    return f"unknown option {option} " + (f"(did you mean {near}?)" if near else "(see --help)")


def _dict_prefix(cls, key):
    """True when ``key`` names an entry inside a dict-typed field (``network.options.depth``)."""
    for leaf, tp, _, _ in _leaves(cls):
        inner = _unoptional(tp)
        if (typing.get_origin(inner) or inner) is dict and key.startswith(leaf + "."):
            return True
    return False


def _check_overrides(cls, over):
    """Each command-line override names a field of ``cls`` and has a valid value (SpecError
    naming the option otherwise)."""
    leaves = {key: (tp, f) for key, tp, f, _ in _leaves(cls)}
    for key, value in over.items():
        if key not in leaves:
            if _dict_prefix(cls, key):
                continue
            raise SpecError(f"ivy_builder spec: {_unknown('--' + key, ['--' + k for k in leaves])}")
        tp, f = leaves[key]
        _coerce(value, tp, f, "--" + key)


def build_spec(cls: type[Spec] = RunSpec, /, *, file: str | os.PathLike[str] | None = None,
               data: Mapping[str, Any] | None = None, argv: Sequence[str] | None = None,
               **kwargs: Any) -> Any:
    """A validated spec of class ``cls`` from, in increasing precedence: ``file`` (JSON/TOML,
    with parents), ``data`` (a nested dict), ``kwargs`` (``trainer={"lr": ...}``,
    ``trainer__lr=...``) and ``argv`` overrides (``--trainer.lr=1e-3``; ``--config path`` is used
    as ``file`` when ``file`` is None).

    Args:
        cls: the spec dataclass (default :class:`RunSpec`).
        file: path of a JSON or TOML file, or None.
        data: a nested dict, or None.
        argv: command-line arguments, or None.
        **kwargs: more overrides (nested dicts or ``a__b`` names).

    Returns:
        An instance of ``cls``.

    ``-h`` or ``--help`` in ``argv`` prints every option of ``cls`` (type, allowed values,
    default: the value that ``file``, ``data`` and ``kwargs`` give) and raises
    ``SystemExit(0)``, as argparse does. A program with options of its own declares the spec's
    beside them with :func:`add_spec_options` / :func:`parse_spec_args`.

    Raises:
        SpecError: an unknown field or option (the nearest known one named: ``unknown option
            --trainer.lr (did you mean --optimizer.lr?)``), a wrong type or a value out of
            range (named).
        SystemExit: after ``--help`` (status 0).

    Example:
        >>> from ivy_builder import build_spec
        >>> s = build_spec(data={"trainer": {"max_steps": 5}}, trainer__max_steps=7,
        ...                argv=["--optimizer.lr=1e-2"])
        >>> s.trainer.max_steps, s.optimizer.lr
        (7, 0.01)
    """
    argv = list(argv or [])
    if any(a in _HELP for a in argv):
        base = None
        try:
            base = build_spec(cls, file=file, data=data, **kwargs)
        except SpecError:
            pass
        from .spec_cli import spec_help  # spec_cli builds on this module; only --help needs it

        print(spec_help(cls, defaults=base), end="")
        raise SystemExit(0)
    config, over = parse_overrides(argv)
    _check_overrides(cls, over)
    file = file if file is not None else config
    merged = load_spec_file(file) if file is not None else {}
    for layer in (data or {}, _nest(kwargs), _nest(over)):
        merged = _merge(merged, _nest(layer) if layer is data else layer)
    return cls.from_dict(merged)


def save_spec(spec: Spec, path: str | os.PathLike[str], /) -> str:
    """Write ``spec`` (resolved) as indented JSON to ``path``, atomically.

    Args:
        spec: a Spec instance.
        path: the ``.json`` file.

    Returns:
        The path written.

    Example:
        >>> import os, tempfile
        >>> from ivy_builder import RunSpec, save_spec, build_spec
        >>> p = save_spec(RunSpec(), os.path.join(tempfile.mkdtemp(), "spec.json"))
        >>> build_spec(file=p) == RunSpec()
        True
    """
    from .checkpoint import atomic_write  # noqa: PLC0415

    text = json.dumps(spec.to_dict(), indent=2) + "\n"
    atomic_write(os.fspath(path), text.encode())
    return os.fspath(path)
