"""Bad-input calls of every public function that takes arrays, one bad argument at a time.

A valid call comes from the function's test record (``test_<category>.py``, its fixed example of
the first allowed dtype); one argument is then replaced:

* ``none`` / ``str`` / ``nested_list``: the first array argument is None, ``"abc"``,
  ``[[1.0, 2.0], [3.0, 4.0]]``;
* ``foreign``: the second array argument is an array of another framework (NumPy's for the other
  backends; PyTorch's, where installed, for NumPy);
* ``shapes``: the second array argument gets the shape (7, 5) (functions with two arrays);
* ``axis``: ``axis=99``;
* ``dtype``: the array arguments of the first one's dtype get a dtype of a kind the function
  does not take (the first of bool, float32, complex64, int64 outside its record's dtypes; the
  integer / bool input that ``ivy._rules.float_input``'s rule converts is not a wrong kind).

Each outcome is ``clear`` (an Ivy exception naming ``ivy.<function>`` once, without TensorFlow's
``{{function_node ...}}`` internals), ``vague`` (an Ivy exception that does not), ``raw``
(another exception) or ``accepted`` (no error). Used by ``test_bad_inputs.py`` and by
``python packages/ivy-core/tests/_bad_inputs.py`` (the table of counts per kind for the backend
in ``IVY_BACKEND``).
"""

from __future__ import annotations

import collections
import importlib.util
import sys
import warnings
from pathlib import Path

import numpy as np

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import ivy  # noqa: E402
from _harness import BACKEND, native  # noqa: E402
from _strategies import FixedDraw  # noqa: E402
from ivy.functional._api import SPECS  # noqa: E402

KINDS = ("none", "str", "nested_list", "foreign", "shapes", "axis", "dtype")
_WRONG = ("bool", "float32", "complex64", "int64")
_SEQUENCES = ("arrays", "operands")


def records():
    """Every test record of the ivy-core suite, by qualname."""
    out = {}
    for category in sorted({s.category for s in SPECS.values()}):
        path = HERE / f"test_{category}.py"
        spec = importlib.util.spec_from_file_location(f"_bad_inputs_{category}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        out.update({r.name: r for r in module.RECORDS if r.name in SPECS})
    return out


def _foreign_array():
    if BACKEND != "numpy":
        return np.ones((2, 3), dtype=np.float32)
    if importlib.util.find_spec("torch") is None:
        return None
    import torch

    return torch.ones(2, 3)


def valid_call(rec):
    """``(bound arguments of the public signature, scoped)`` of the record's fixed example, or
    None when the example cannot be made on this backend."""
    spec = SPECS[rec.name]
    dtype = rec.dtypes[0] if rec.dtypes else None
    try:
        case = rec.build(FixedDraw(f"{rec.name}-{dtype}"), dtype)
        args, kwargs = native(case.args), native(case.kwargs)
        bound = spec.signature.bind(*args, **kwargs)
    except Exception:  # noqa: BLE001 - a dtype the backend lacks, ...
        return None
    return bound, rec.scoped


def _call(spec, bound, scoped):
    fn = getattr(ivy.linalg if spec.namespace == "linalg" else
                 ivy.fft if spec.namespace == "fft" else ivy, spec.name)
    if scoped:
        with ivy.use(BACKEND):
            return fn(*bound.args, **bound.kwargs)
    return fn(*bound.args, **bound.kwargs)


def bad_calls(rec, foreign):
    """``{kind: (bound arguments, scoped)}`` for the kinds that apply to the function."""
    spec = SPECS[rec.name]
    made = valid_call(rec)
    if made is None or not spec.array_params:
        return {}
    bound, scoped = made
    first = spec.array_params[0]
    present = [p for p in spec.array_params if p in bound.arguments]
    arrays = [p for p in present
              if hasattr(bound.arguments[p], "shape") and p not in _SEQUENCES]
    out = {}

    def replaced(name, value):
        b = spec.signature.bind(*bound.args, **bound.kwargs)
        b.arguments[name] = value
        return b, scoped

    if first in bound.arguments and first not in _SEQUENCES:
        out["none"] = replaced(first, None)
        out["str"] = replaced(first, "abc")
        out["nested_list"] = replaced(first, [[1.0, 2.0], [3.0, 4.0]])
    if len(arrays) >= 2:
        if foreign is not None:
            out["foreign"] = replaced(arrays[1], foreign)
        a = bound.arguments[arrays[1]]
        out["shapes"] = replaced(arrays[1], native(np.zeros((7, 5), str(ivy.as_ivy_dtype(a.dtype)))))
    if "axis" in spec.signature.parameters:
        out["axis"] = replaced("axis", 99)
    wrong = wrong_dtype(rec)
    if wrong is not None and arrays and arrays[0] == first:
        d0 = bound.arguments[first].dtype
        b = spec.signature.bind(*bound.args, **bound.kwargs)
        for p in arrays:
            if bound.arguments[p].dtype == d0:
                b.arguments[p] = native(_of_dtype(ivy.to_numpy(bound.arguments[p]), wrong))
        out["dtype"] = (b, scoped)
    return out


def wrong_dtype(rec):
    """A dtype of a kind ``rec``'s function does not take, or None."""
    from ivy._rules.float_input import PARAMS  # noqa: PLC0415

    if not rec.dtypes:
        return None
    skip = set(rec.dtypes) | ({"bool", "int64"} if rec.name in PARAMS else set())
    have = ivy.get_backend(BACKEND).xp._pkg.DTYPES  # MXNet has no complex arrays
    return next((d for d in _WRONG if d not in skip and d in have), None)


def _of_dtype(a, dtype):
    a = np.asarray(a)
    if dtype == "bool":
        return a != 0
    if dtype != "complex64":
        a = a.real
    return np.round(a).astype(dtype) if dtype == "int64" else a.astype(dtype)


def outcome(qualname, call):
    """``(class, exception or None)`` of one bad call."""
    spec = SPECS[qualname]
    bound, scoped = call
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            _call(spec, bound, scoped)
            if BACKEND == "mxnet":  # asynchronous: the call's errors surface here, not in a
                import mxnet  # later test  # noqa: PLC0415

                mxnet.nd.waitall()
    except ivy.IvyException as e:
        msg = str(e)  # clear: names the function, once, and no framework internals (TF's nodes)
        clear = f"ivy.{qualname}" in msg and "{{function_node" not in msg and \
            f"ivy.{qualname}: ivy.{qualname}" not in msg
        return ("clear" if clear else "vague"), e
    except Exception as e:  # noqa: BLE001 - what is measured
        return "raw", e
    return "accepted", None


def table():
    """``{kind: Counter(outcome)}`` and the list of (kind, qualname, outcome, message)."""
    counts = {k: collections.Counter() for k in KINDS}
    detail = []
    foreign = _foreign_array()
    for q, rec in sorted(records().items()):
        for kind, call in bad_calls(rec, foreign).items():
            cls, e = outcome(q, call)
            counts[kind][cls] += 1
            detail.append((kind, q, cls, "" if e is None else f"{type(e).__name__}: {e}"[:200]))
    return counts, detail


if __name__ == "__main__":
    counts, detail = table()
    print(f"backend {BACKEND}: clear / vague / raw / accepted")
    for k in KINDS:
        c = counts[k]
        print(f"| {k} ({sum(c.values())}) | {c['clear']} / {c['vague']} / {c['raw']} / "
              f"{c['accepted']} |")
    if "-v" in sys.argv:
        for row in detail:
            if row[2] != "clear":
                print(*row, sep=" | ")
