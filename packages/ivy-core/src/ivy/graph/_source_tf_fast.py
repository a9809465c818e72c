"""TensorFlow's spellings of the shape words for the replay's own source (``_source.function``,
``hoisted``), where every static argument is a tensor made once.

A TensorFlow op given a Python tuple (``tf.reshape(x, (4, 32))``) converts it to a tensor on
every call, and basic indexing (``x[1:3]``) builds a strided slice through Python: measured on
the 2-core machine, 90 / 120 / 156 µs for a reshape / transpose / slice of a [32, 4] array
against 13 / 24 µs for ``tf.raw_ops.Reshape`` / ``Transpose`` with the shape or permutation as
a tensor made beforehand; ``tf.math.multiply`` 10.6 µs, ``tf.raw_ops.Mul`` 8.3. The replay's
source (made once, executed once) therefore writes these ops as TensorFlow's raw ops (public
API) with their static arguments as module-level ``tf.constant`` s; the exported source
(``Graph.to_source``) keeps the readable spellings.
"""

from __future__ import annotations

import ast
import re

_VALUE = re.compile(r"v\d+$")

#: word -> raw op call with ``{0}`` the array and ``{k}`` the constant of the word's param
_RAW = {
    "reshape": ("shape", "tf.raw_ops.Reshape(tensor={0}, shape={k})"),
    "transpose": ("perm", "tf.raw_ops.Transpose(x={0}, perm={k})"),
    "broadcast_to": ("shape", "tf.raw_ops.BroadcastTo(input={0}, shape={k})"),
    "tile": ("reps", "tf.raw_ops.Tile(input={0}, multiples={k})"),
    "flip": ("axes", "tf.raw_ops.ReverseV2(tensor={0}, axis={k})"),
}
#: element-wise words of two values (not Python numbers: a raw op infers its dtype from them)
_BINARY = {"add": "AddV2", "sub": "Sub", "mul": "Mul", "maximum": "Maximum",
           "minimum": "Minimum"}
_REDUCE = {"sum": "Sum", "prod": "Prod", "max": "Max", "min": "Min", "all": "All",
           "any": "Any"}


def _ints(v):
    """``v`` (a tuple, or its text) as a tuple of ints, or None."""
    if isinstance(v, str):
        try:
            v = ast.literal_eval(v)
        except (ValueError, SyntaxError):
            return None
    if isinstance(v, (tuple, list)) and all(type(i) is int for i in v):
        return tuple(v)
    return None


def constant(e, values) -> str:
    """The name of a module-level int32 (int64 where needed) constant of ``values``."""
    values = tuple(int(v) for v in values)
    dt = "tf.int64" if any(abs(v) >= 2 ** 31 for v in values) else "tf.int32"
    name = f"_k_{'m'.join(str(v) for v in values).replace('-', 'n') or 'e'}_{dt[-2:]}"
    e.helper(name, f"{name} = tf.constant({list(values)!r}, {dt})")
    return name


def word(e, name, args, params):
    """The raw-op spelling of word ``name`` (None: no fast spelling for these params)."""
    if name in _RAW:
        key, template = _RAW[name]
        values = _ints(params.get(key))
        if values is None:
            return None
        return template.format(*args, k=constant(e, values))
    if name in _BINARY and len(args) == 2 and all(_VALUE.match(str(a)) for a in args):
        return f"tf.raw_ops.{_BINARY[name]}(x={args[0]}, y={args[1]})"
    if name in _REDUCE:
        axes = _ints(params.get("axes"))
        if axes is None or not axes:
            return None
        keep = params.get("keep")
        if keep not in (True, False):
            return None
        return (f"tf.raw_ops.{_REDUCE[name]}(input={args[0]}, axis={constant(e, axes)}, "
                f"keep_dims={keep})")
    return None


def basic_slice(e, x, shape, starts, limits, strides):
    """``x[starts:limits:strides]`` of static ``shape`` as one raw slice op."""
    if all(k == 1 for k in strides):
        sizes = [t - s for s, t in zip(starts, limits)]
        return f"tf.raw_ops.Slice(input={x}, begin={constant(e, starts)}, " \
               f"size={constant(e, sizes)})"
    return (f"tf.raw_ops.StridedSlice(input={x}, begin={constant(e, starts)}, "
            f"end={constant(e, limits)}, strides={constant(e, strides)})")
