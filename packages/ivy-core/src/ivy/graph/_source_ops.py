"""What ``Graph.to_source``'s emitters are written with. ``_source.EMIT[op][target]`` (or
``[op]["*"]``, any target) is ``emit(e, node, args, params) -> expression`` (a string; a list of them, one per
output, ``None`` for an output nothing reads; or ``(lines, expression)`` with lines before it).

Emitters are written once, in the words of ``WORDS``: a table of the four targets' spellings of
the few dozen array operations they share (``WORDS["sum"]`` is ``np.sum`` / ``torch.sum`` /
``jnp.sum`` / ``tf.reduce_sum`` with their arguments). A word a target lacks is ``None``: an op
using it has no emitter there. Ops of each source framework are in ``_source_lax.py`` (JAX),
``_source_aten.py`` (PyTorch) and ``_source_tf.py`` (TensorFlow); this module has the emission
state (``Emit``), the words, the shared emitters and the control flow.
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import IvyUnsupportedError
from ._source_tf_fast import word as tf_fast_word

_DT_PREFIX = {"numpy": "np", "torch": "torch", "jax": "jnp", "tensorflow": "tf"}
def dtype_name(target: str, dtype: str) -> str:
    """The target's spelling of an Ivy dtype name (``"float32"`` -> ``"torch.float32"``)."""
    if dtype == "bool":
        return "torch.bool" if target == "torch" else (
            "tf.bool" if target == "tensorflow" else f"{_DT_PREFIX[target]}.bool_")
    return f"{_DT_PREFIX[target]}.{dtype}"


def literal(value: Any) -> str:
    """Python source of a number or nested list (``inf`` / ``nan`` as ``float(...)``)."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(literal(v) for v in value)
        return f"[{inner}]"
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'
    return repr(value)


class Emit:
    """The state of one emission: the target, the lines written, the helpers used and the
    static types (shape, dtype) of the values of the graph being written."""

    def __init__(self, target, node_desc=""):
        self.target = target
        self.helpers: dict[str, str] = {}
        self.types: dict[int, tuple[tuple[int, ...], str]] = {}
        self.node_desc = node_desc
        self.op = ""
        self.hoisted = False  # the replay's own source (constants from params, made once)
        self.literal = 16

    # -- what op emitters use --
    def dt(self, dtype: str) -> str:
        return dtype_name(self.target, dtype)

    def shape(self, vid: int) -> tuple[int, ...]:
        return self.types[vid][0]

    def dtype(self, vid: int) -> str:
        return self.types[vid][1]

    def helper(self, name: str, code: str) -> str:
        """Use a module-level helper function (written once, after the imports)."""
        self.helpers.setdefault(name, code)
        return name

    def unsupported(self, op: str, why: str = "") -> IvyUnsupportedError:
        why = f": {why}" if why else ""
        return IvyUnsupportedError(f"ivy.Graph.to_source: op {op!r} has no {self.target} "
                                   f"emitter{why} (node {self.node_desc})")


# word: (numpy, torch, jax, tensorflow); ``{0}``, ``{1}``: arguments; named fields: params.
# NumPy's reshape / transpose / swapaxes / sum as methods: the functions add ~1 µs of dispatch
# per call, a replayed graph's main cost after the kernels (``ivy.compile`` on NumPy)
WORDS = {
    # elementwise, one argument
    "abs": ("np.abs({0})", "torch.abs({0})", "jnp.abs({0})", "tf.math.abs({0})"),
    "acos": ("np.arccos({0})", "torch.acos({0})", "jnp.arccos({0})", "tf.math.acos({0})"),
    "acosh": ("np.arccosh({0})", "torch.acosh({0})", "jnp.arccosh({0})", "tf.math.acosh({0})"),
    "asin": ("np.arcsin({0})", "torch.asin({0})", "jnp.arcsin({0})", "tf.math.asin({0})"),
    "asinh": ("np.arcsinh({0})", "torch.asinh({0})", "jnp.arcsinh({0})", "tf.math.asinh({0})"),
    "atan": ("np.arctan({0})", "torch.atan({0})", "jnp.arctan({0})", "tf.math.atan({0})"),
    "atanh": ("np.arctanh({0})", "torch.atanh({0})", "jnp.arctanh({0})", "tf.math.atanh({0})"),
    "ceil": ("np.ceil({0})", "torch.ceil({0})", "jnp.ceil({0})", "tf.math.ceil({0})"),
    "cos": ("np.cos({0})", "torch.cos({0})", "jnp.cos({0})", "tf.math.cos({0})"),
    "cosh": ("np.cosh({0})", "torch.cosh({0})", "jnp.cosh({0})", "tf.math.cosh({0})"),
    "erf": (None, "torch.erf({0})", "lax.erf({0})", "tf.math.erf({0})"),
    "exp": ("np.exp({0})", "torch.exp({0})", "jnp.exp({0})", "tf.math.exp({0})"),
    "exp2": ("np.exp2({0})", "torch.exp2({0})", "jnp.exp2({0})", "tf.math.pow(tf.constant(2, "
             "{0}.dtype), {0})"),
    "expm1": ("np.expm1({0})", "torch.expm1({0})", "jnp.expm1({0})", "tf.math.expm1({0})"),
    "floor": ("np.floor({0})", "torch.floor({0})", "jnp.floor({0})", "tf.math.floor({0})"),
    "isfinite": ("np.isfinite({0})", "torch.isfinite({0})", "jnp.isfinite({0})",
                 "tf.math.is_finite({0})"),
    "isnan": ("np.isnan({0})", "torch.isnan({0})", "jnp.isnan({0})", "tf.math.is_nan({0})"),
    "log": ("np.log({0})", "torch.log({0})", "jnp.log({0})", "tf.math.log({0})"),
    "log10": ("np.log10({0})", "torch.log10({0})", "jnp.log10({0})",
              "tf.math.log({0}) / tf.math.log(tf.constant(10, {0}.dtype))"),
    "log1p": ("np.log1p({0})", "torch.log1p({0})", "jnp.log1p({0})", "tf.math.log1p({0})"),
    "logical_not": ("np.logical_not({0})", "torch.logical_not({0})", "jnp.logical_not({0})",
                    "tf.math.logical_not({0})"),
    "bitwise_not": ("np.invert({0})", "torch.bitwise_not({0})", "jnp.invert({0})",
                    "tf.bitwise.invert({0})"),
    "neg": ("np.negative({0})", "torch.neg({0})", "jnp.negative({0})", "tf.math.negative({0})"),
    "reciprocal": ("np.reciprocal({0})", "torch.reciprocal({0})", "jnp.reciprocal({0})",
                   "tf.math.reciprocal({0})"),
    "relu": ("np.maximum({0}, 0)", "torch.relu({0})", "jax.nn.relu({0})", "tf.nn.relu({0})"),
    "rsqrt": ("1 / np.sqrt({0})", "torch.rsqrt({0})", "lax.rsqrt({0})", "tf.math.rsqrt({0})"),
    "sigmoid": ("1 / (1 + np.exp(-{0}))", "torch.sigmoid({0})", "jax.nn.sigmoid({0})",
                "tf.math.sigmoid({0})"),
    "sign": ("np.sign({0})", "torch.sign({0})", "jnp.sign({0})", "tf.math.sign({0})"),
    "sin": ("np.sin({0})", "torch.sin({0})", "jnp.sin({0})", "tf.math.sin({0})"),
    "sinh": ("np.sinh({0})", "torch.sinh({0})", "jnp.sinh({0})", "tf.math.sinh({0})"),
    "sqrt": ("np.sqrt({0})", "torch.sqrt({0})", "jnp.sqrt({0})", "tf.math.sqrt({0})"),
    "square": ("np.square({0})", "torch.square({0})", "jnp.square({0})", "tf.math.square({0})"),
    "tan": ("np.tan({0})", "torch.tan({0})", "jnp.tan({0})", "tf.math.tan({0})"),
    "tanh": ("np.tanh({0})", "torch.tanh({0})", "jnp.tanh({0})", "tf.math.tanh({0})"),
    "round_even": ("np.round({0})", "torch.round({0})", "jnp.round({0})", "tf.math.round({0})"),
    # elementwise, two arguments
    "add": ("np.add({0}, {1})", "torch.add({0}, {1})", "jnp.add({0}, {1})", "tf.math.add({0}, {1})"),
    "sub": ("np.subtract({0}, {1})", "torch.sub({0}, {1})", "jnp.subtract({0}, {1})",
            "tf.math.subtract({0}, {1})"),
    "mul": ("np.multiply({0}, {1})", "torch.mul({0}, {1})", "jnp.multiply({0}, {1})",
            "tf.math.multiply({0}, {1})"),
    "div": ("np.divide({0}, {1})", "torch.div({0}, {1})", "jnp.divide({0}, {1})",
            "tf.math.truediv({0}, {1})"),
    "pow": ("np.power({0}, {1})", "torch.pow({0}, {1})", "jnp.power({0}, {1})",
            "tf.math.pow({0}, {1})"),
    "atan2": ("np.arctan2({0}, {1})", "torch.atan2({0}, {1})", "jnp.arctan2({0}, {1})",
              "tf.math.atan2({0}, {1})"),
    "maximum": ("np.maximum({0}, {1})", "torch.maximum({0}, {1})", "jnp.maximum({0}, {1})",
                "tf.math.maximum({0}, {1})"),
    "minimum": ("np.minimum({0}, {1})", "torch.minimum({0}, {1})", "jnp.minimum({0}, {1})",
                "tf.math.minimum({0}, {1})"),
    "fmod": ("np.fmod({0}, {1})", "torch.fmod({0}, {1})", "jnp.fmod({0}, {1})",
             "tf.truncatemod({0}, {1})"),
    "mod": ("np.mod({0}, {1})", "torch.remainder({0}, {1})", "jnp.mod({0}, {1})",
            "tf.math.floormod({0}, {1})"),
    "eq": ("np.equal({0}, {1})", "torch.eq({0}, {1})", "jnp.equal({0}, {1})",
           "tf.math.equal({0}, {1})"),
    "ne": ("np.not_equal({0}, {1})", "torch.ne({0}, {1})", "jnp.not_equal({0}, {1})",
           "tf.math.not_equal({0}, {1})"),
    "lt": ("np.less({0}, {1})", "torch.lt({0}, {1})", "jnp.less({0}, {1})",
           "tf.math.less({0}, {1})"),
    "le": ("np.less_equal({0}, {1})", "torch.le({0}, {1})", "jnp.less_equal({0}, {1})",
           "tf.math.less_equal({0}, {1})"),
    "gt": ("np.greater({0}, {1})", "torch.gt({0}, {1})", "jnp.greater({0}, {1})",
           "tf.math.greater({0}, {1})"),
    "ge": ("np.greater_equal({0}, {1})", "torch.ge({0}, {1})", "jnp.greater_equal({0}, {1})",
           "tf.math.greater_equal({0}, {1})"),
    "logical_and": ("np.logical_and({0}, {1})", "torch.logical_and({0}, {1})",
                    "jnp.logical_and({0}, {1})", "tf.math.logical_and({0}, {1})"),
    "logical_or": ("np.logical_or({0}, {1})", "torch.logical_or({0}, {1})",
                   "jnp.logical_or({0}, {1})", "tf.math.logical_or({0}, {1})"),
    "logical_xor": ("np.logical_xor({0}, {1})", "torch.logical_xor({0}, {1})",
                    "jnp.logical_xor({0}, {1})", "tf.math.logical_xor({0}, {1})"),
    "bitwise_and": ("np.bitwise_and({0}, {1})", "torch.bitwise_and({0}, {1})",
                    "jnp.bitwise_and({0}, {1})", "tf.bitwise.bitwise_and({0}, {1})"),
    "bitwise_or": ("np.bitwise_or({0}, {1})", "torch.bitwise_or({0}, {1})",
                   "jnp.bitwise_or({0}, {1})", "tf.bitwise.bitwise_or({0}, {1})"),
    "bitwise_xor": ("np.bitwise_xor({0}, {1})", "torch.bitwise_xor({0}, {1})",
                    "jnp.bitwise_xor({0}, {1})", "tf.bitwise.bitwise_xor({0}, {1})"),
    "where": ("np.where({0}, {1}, {2})", "torch.where({0}, {1}, {2})",
              "jnp.where({0}, {1}, {2})", "tf.where({0}, {1}, {2})"),
    "clip": ("np.clip({0}, {1}, {2})", "torch.clamp({0}, {1}, {2})", "jnp.clip({0}, {1}, {2})",
             "tf.clip_by_value({0}, {1}, {2})"),
    # dtypes and making arrays
    "cast": ("np.asarray({0}).astype({dt})", "{0}.to({dt})", "jnp.asarray({0}).astype({dt})",
             "tf.cast({0}, {dt})"),
    "scalar": ("np.asarray({v}, dtype={dt})", "torch.tensor({v}, dtype={dt}, device=dev)",
               "jnp.asarray({v}, dtype={dt})", "tf.constant({v}, dtype={dt})"),
    "full": ("np.full({shape}, {v}, dtype={dt})", "torch.full({shape}, {v}, dtype={dt}, device=dev)",
             "jnp.full({shape}, {v}, dtype={dt})", "tf.fill({shape}, tf.constant({v}, {dt}))"),
    "arange": ("np.arange({start}, {stop}, {step}, dtype={dt})",
               "torch.arange({start}, {stop}, {step}, dtype={dt}, device=dev)",
               "jnp.arange({start}, {stop}, {step}, dtype={dt})",
               "tf.range({start}, {stop}, {step}, dtype={dt})"),
    # reductions (``axes``: a tuple; ``dt``: the result's dtype)
    "sum": ("({0}).sum(axis={axes}, keepdims={keep}, dtype={dt})",
            "torch.sum({0}, dim={axes}, keepdim={keep}, dtype={dt})",
            "jnp.sum({0}, axis={axes}, keepdims={keep}, dtype={dt})",
            "tf.math.reduce_sum({0}, axis={axes}, keepdims={keep})"),
    "prod": ("np.prod({0}, axis={axes}, keepdims={keep}, dtype={dt})", None,
             "jnp.prod({0}, axis={axes}, keepdims={keep}, dtype={dt})",
             "tf.math.reduce_prod({0}, axis={axes}, keepdims={keep})"),
    "mean": ("np.mean({0}, axis={axes}, keepdims={keep}, dtype={dt})",
             "torch.mean({0}, dim={axes}, keepdim={keep}, dtype={dt})",
             "jnp.mean({0}, axis={axes}, keepdims={keep}, dtype={dt})",
             "tf.math.reduce_mean({0}, axis={axes}, keepdims={keep})"),
    "max": ("np.max({0}, axis={axes}, keepdims={keep})",
            "torch.amax({0}, dim={axes}, keepdim={keep})",
            "jnp.max({0}, axis={axes}, keepdims={keep})",
            "tf.math.reduce_max({0}, axis={axes}, keepdims={keep})"),
    "min": ("np.min({0}, axis={axes}, keepdims={keep})",
            "torch.amin({0}, dim={axes}, keepdim={keep})",
            "jnp.min({0}, axis={axes}, keepdims={keep})",
            "tf.math.reduce_min({0}, axis={axes}, keepdims={keep})"),
    "all": ("np.all({0}, axis={axes}, keepdims={keep})",
            "torch.all({0}, dim={axes}, keepdim={keep})",
            "jnp.all({0}, axis={axes}, keepdims={keep})",
            "tf.math.reduce_all({0}, axis={axes}, keepdims={keep})"),
    "any": ("np.any({0}, axis={axes}, keepdims={keep})",
            "torch.any({0}, dim={axes}, keepdim={keep})",
            "jnp.any({0}, axis={axes}, keepdims={keep})",
            "tf.math.reduce_any({0}, axis={axes}, keepdims={keep})"),
    "argmax": ("np.argmax({0}, axis={axis})", "torch.argmax({0}, dim={axis})",
               "jnp.argmax({0}, axis={axis})", "tf.math.argmax({0}, axis={axis})"),
    "argmin": ("np.argmin({0}, axis={axis})", "torch.argmin({0}, dim={axis})",
               "jnp.argmin({0}, axis={axis})", "tf.math.argmin({0}, axis={axis})"),
    "cumsum": ("np.cumsum({0}, axis={axis}, dtype={dt})", "torch.cumsum({0}, dim={axis}, "
               "dtype={dt})", "jnp.cumsum({0}, axis={axis}, dtype={dt})",
               "tf.math.cumsum({0}, axis={axis})"),
    "cumprod": ("np.cumprod({0}, axis={axis}, dtype={dt})", "torch.cumprod({0}, dim={axis}, "
                "dtype={dt})", "jnp.cumprod({0}, axis={axis}, dtype={dt})",
                "tf.math.cumprod({0}, axis={axis})"),
    "cummax": ("np.maximum.accumulate({0}, axis={axis})", "torch.cummax({0}, dim={axis}).values",
               "lax.cummax({0}, axis={axis})",
               "tf.experimental.numpy.moveaxis(tf.scan(tf.math.maximum, "
               "tf.experimental.numpy.moveaxis({0}, {axis}, 0)), 0, {axis})"),
    "cummin": ("np.minimum.accumulate({0}, axis={axis})", "torch.cummin({0}, dim={axis}).values",
               "lax.cummin({0}, axis={axis})",
               "tf.experimental.numpy.moveaxis(tf.scan(tf.math.minimum, "
               "tf.experimental.numpy.moveaxis({0}, {axis}, 0)), 0, {axis})"),
    # shapes
    "reshape": ("({0}).reshape({shape})", "torch.reshape({0}, {shape})",
                "jnp.reshape({0}, {shape})", "tf.reshape({0}, {shape})"),
    "transpose": ("({0}).transpose({perm})", "torch.permute({0}, {perm})",
                  "jnp.transpose({0}, {perm})", "tf.transpose({0}, {perm})"),
    "broadcast_to": ("np.broadcast_to({0}, {shape})", "torch.broadcast_to({0}, {shape})",
                     "jnp.broadcast_to({0}, {shape})", "tf.broadcast_to({0}, {shape})"),
    "flip": ("np.flip({0}, {axes})", "torch.flip({0}, {axes})", "jnp.flip({0}, {axes})",
             "tf.reverse({0}, {axes})"),
    "concat": ("np.concatenate([{list}], axis={axis})", "torch.cat([{list}], dim={axis})",
               "jnp.concatenate([{list}], axis={axis})", "tf.concat([{list}], axis={axis})"),
    "stack": ("np.stack([{list}], axis={axis})", "torch.stack([{list}], dim={axis})",
              "jnp.stack([{list}], axis={axis})", "tf.stack([{list}], axis={axis})"),
    "einsum": ("np.einsum({spec!r}, {0}, {1})", "torch.einsum({spec!r}, {0}, {1})",
               "jnp.einsum({spec!r}, {0}, {1})", "tf.einsum({spec!r}, {0}, {1})"),
    "pad": ("np.pad({0}, {pads}, constant_values={v})",
            "torch.nn.functional.pad({0}, {torch_pads}, value={v})",
            "jnp.pad({0}, {pads}, constant_values={v})",
            "tf.pad({0}, {pads}, constant_values={v})"),
    "take_along_axis": ("np.take_along_axis({0}, {1}, axis={axis})",
                        "torch.take_along_dim({0}, {1}, dim={axis})",
                        "jnp.take_along_axis({0}, {1}, axis={axis})",
                        "tf.experimental.numpy.take_along_axis({0}, {1}, axis={axis})"),
    "tile": ("np.tile({0}, {reps})", "torch.tile({0}, {reps})", "jnp.tile({0}, {reps})",
             "tf.tile({0}, {reps})"),
    "floordiv": ("np.floor_divide({0}, {1})", "torch.floor_divide({0}, {1})",
                 "jnp.floor_divide({0}, {1})", "tf.math.floordiv({0}, {1})"),
    "matmul": ("np.matmul({0}, {1})", "torch.matmul({0}, {1})", "jnp.matmul({0}, {1})",
               "tf.linalg.matmul({0}, {1})"),
    "swap_last": ("({0}).swapaxes(-1, -2)", "torch.transpose({0}, -1, -2)",
                  "jnp.swapaxes({0}, -1, -2)", "tf.linalg.matrix_transpose({0})"),
    "einsum_n": ("np.einsum({spec!r}, {list})", "torch.einsum({spec!r}, {list})",
                 "jnp.einsum({spec!r}, {list})", "tf.einsum({spec!r}, {list})"),
    "softmax": ("np.exp({0} - np.max({0}, axis=-1, keepdims=True)) / np.sum(np.exp({0} - "
                "np.max({0}, axis=-1, keepdims=True)), axis=-1, keepdims=True)",
                "torch.softmax({0}, dim=-1)", "jax.nn.softmax({0}, axis=-1)",
                "tf.nn.softmax({0}, axis=-1)"),
    "log_softmax": ("{0} - np.max({0}, axis=-1, keepdims=True) - np.log(np.sum(np.exp({0} - "
                    "np.max({0}, axis=-1, keepdims=True)), axis=-1, keepdims=True))",
                    "torch.log_softmax({0}, dim=-1)", "jax.nn.log_softmax({0}, axis=-1)",
                    "tf.nn.log_softmax({0}, axis=-1)"),
    "softplus": ("np.logaddexp({0}, 0)", "torch.nn.functional.softplus({0})",
                 "jax.nn.softplus({0})", "tf.math.softplus({0})"),
    "stop_gradient": ("{0}", "{0}.detach()", "lax.stop_gradient({0})", "tf.stop_gradient({0})"),
    "roll": ("np.roll({0}, {shift}, axis={axes})", "torch.roll({0}, {shift}, dims={axes})",
             "jnp.roll({0}, {shift}, axis={axes})", "tf.roll({0}, {shift}, axis={axes})"),
    "cross": ("np.cross({0}, {1})", "torch.linalg.cross({0}, {1})", "jnp.cross({0}, {1})",
              "tf.linalg.cross({0}, {1})"),
    "inv": ("np.linalg.inv({0})", "torch.linalg.inv({0})", "jnp.linalg.inv({0})",
            "tf.linalg.inv({0})"),
    "det": ("np.linalg.det({0})", "torch.linalg.det({0})", "jnp.linalg.det({0})",
            "tf.linalg.det({0})"),
    "cholesky": ("np.linalg.cholesky({0})", "torch.linalg.cholesky({0})",
                 "jnp.linalg.cholesky({0})", "tf.linalg.cholesky({0})"),
    "solve": ("np.linalg.solve({0}, {1})", "torch.linalg.solve({0}, {1})",
              "jnp.linalg.solve({0}, {1})", "tf.linalg.solve({0}, {1})"),
    "gather_axis": ("np.take({0}, {1}, axis={axis})", "torch.index_select({0}, {axis}, {1})",
                    "jnp.take({0}, {1}, axis={axis})", "tf.gather({0}, {1}, axis={axis})"),
}
_COLUMN = {"numpy": 0, "torch": 1, "jax": 2, "tensorflow": 3}


def has(e: Emit, word: str) -> bool:
    """Whether the target has ``word``."""
    return WORDS[word][_COLUMN[e.target]] is not None


def W(e: Emit, word: str, *args, **params) -> str:  # noqa: N802 - reads as a word of the table
    """``word`` in the target's spelling, with the arguments (expressions) and params."""
    if e.target == "tensorflow" and e.hoisted:  # the replay's own source (_source_tf_fast)
        got = tf_fast_word(e, word, args, params)
        if got is not None:
            return got
    template = WORDS[word][_COLUMN[e.target]]
    if template is None:
        raise e.unsupported(e.op, f"{e.target} has no {word!r} in the words table")
    return template.format(*args, **params)


def add_inputs(e, node, a, p):
    """An emitter for ops that add all their inputs (TensorFlow's AddN, AccumulateNV2)."""
    out = a[0]
    for x in a[1:]:
        out = W(e, "add", out, x)
    return out


def axes_tuple(axes) -> str:
    axes = tuple(int(a) for a in axes)
    return repr(axes)


def reduce(e, word, x, axes, dt, keep=False):
    """A reduction over ``axes`` (none: the value itself, cast to ``dt``)."""
    axes = tuple(int(a) for a in axes)
    if not axes:
        return W(e, "cast", x, dt=e.dt(dt))
    if e.target == "torch" and word == "prod":
        out = x
        for a in sorted(axes, reverse=True):  # torch.prod reduces one dimension at a time
            out = f"torch.prod({out}, dim={a}, keepdim={keep}, dtype={e.dt(dt)})"
        return out
    return W(e, word, x, axes=repr(axes), keep=keep, dt=e.dt(dt))


def torch_pads(pads):
    """``[(lo, hi), ...]`` per dimension as ``torch.nn.functional.pad``'s flat list (last
    dimension first)."""
    flat = []
    for lo, hi in reversed(list(pads)):
        flat += [int(lo), int(hi)]
    return repr(flat)


def pad(e, x, pads, value):
    pads = [(int(lo), int(hi)) for lo, hi in pads]
    if not any(lo or hi for lo, hi in pads):
        return x
    return W(e, "pad", x, pads=repr(pads), torch_pads=torch_pads(pads), v=value)


def index(x, slices):
    """Basic indexing ``x[a:b:c, ...]`` (every target reads it the same): ``slices`` are
    ``(start, stop, step)`` per leading dimension."""
    parts = []
    for start, stop, step in slices:
        s = f"{'' if start is None else start}:{'' if stop is None else stop}"
        parts.append(s + ("" if step in (None, 1) else f":{step}"))
    while parts and parts[-1] == ":":
        parts.pop()
    return f"{x}[{', '.join(parts)}]" if parts else x


def out_dtype(node, k=0):
    return node.outs[k][2]


def out_shape(node, k=0):
    return tuple(node.outs[k][1])


# --- windows (pooling) and convolutions, for the targets without a native spelling -------------
_WINDOW_HELPER = '''\
def _window_reduce(x, window, strides, combine, dilation=None):
    """Reduce each window (sizes ``window``, steps ``strides``, taps ``dilation`` apart; ``x``
    padded already) with the elementwise ``combine``: one strided slice per window tap."""
    dilation = dilation or (1,) * len(window)
    out_shape = [(n - (w - 1) * d - 1) // s + 1
                 for n, w, s, d in zip(x.shape, window, strides, dilation)]
    offsets = [()]
    for w, d in zip(window, dilation):
        offsets = [o + (k * d,) for o in offsets for k in range(w)]
    out = None
    for offset in offsets:
        part = x[tuple(slice(o, o + s * (m - 1) + 1, s)
                       for o, s, m in zip(offset, strides, out_shape))]
        out = part if out is None else combine(out, part)
    return out
'''
_COMBINE = {"max": ("np.maximum", "torch.maximum", "jnp.maximum", "tf.math.maximum"),
            "min": ("np.minimum", "torch.minimum", "jnp.minimum", "tf.math.minimum"),
            "sum": ("np.add", "torch.add", "jnp.add", "tf.math.add")}


def window_reduce(e, x, kind, window, strides, pads, init, dilation=None):
    """Reduce windows of ``x`` (every dimension: ``window`` sizes, ``strides``, ``pads`` of
    ``init``, taps ``dilation`` apart) with ``kind`` (``"max"``, ``"min"``, ``"sum"``)."""
    e.helper("_window_reduce", _WINDOW_HELPER)
    dil = "" if not dilation or all(int(d) == 1 for d in dilation) else (
        f", {tuple(int(d) for d in dilation)!r}")
    return (f"_window_reduce({pad(e, x, pads, init)}, {tuple(window)!r}, {tuple(strides)!r}, "
            f"{_COMBINE[kind][_COLUMN[e.target]]}{dil})")


_CONV_NUMPY = '''\
def _conv(x, w, strides, dilation, groups):
    """Convolution (cross-correlation) of ``x`` (N, C, *spatial; padded already) with ``w``
    (O, C / groups, *spatial): windows of ``x`` against the dilated kernel, per group."""
    n = x.ndim - 2
    k = [(s - 1) * d + 1 for s, d in zip(w.shape[2:], dilation)]
    win = np.lib.stride_tricks.sliding_window_view(x, k, axis=tuple(range(2, 2 + n)))
    win = win[(slice(None), slice(None)) + tuple(slice(None, None, s) for s in strides)]
    win = win[(Ellipsis,) + tuple(slice(None, None, d) for d in dilation)]
    cin, cout = w.shape[1], w.shape[0] // groups
    sp = "".join("hijk"[:n])
    ks = "".join("pqrs"[:n])
    outs = [np.einsum(f"nc{sp}{ks},oc{ks}->no{sp}", win[:, g * cin:(g + 1) * cin],
                      w[g * cout:(g + 1) * cout]) for g in range(groups)]
    return np.concatenate(outs, axis=1).astype(x.dtype)
'''
_CONV_TF = '''\
def _conv(x, w, strides, dilation, groups):
    """Convolution of ``x`` (N, C, *spatial; padded already) with ``w`` (O, C / groups,
    *spatial), by ``tf.nn.convolution`` in channels-last order, one call per group."""
    n = len(x.shape) - 2
    x = tf.transpose(x, [0, *range(2, 2 + n), 1])
    w = tf.transpose(w, [*range(2, 2 + n), 1, 0])
    xs, ws = tf.split(x, groups, axis=-1), tf.split(w, groups, axis=-1)
    both = any(s > 1 for s in strides) and any(d > 1 for d in dilation)  # (TF takes one)
    step = [1] * n if both else list(strides)
    out = tf.concat([tf.nn.convolution(a, b, strides=step, padding="VALID",
                                       dilations=list(dilation)) for a, b in zip(xs, ws)],
                    axis=-1)
    if both:
        out = out[(slice(None),) + tuple(slice(None, None, s) for s in strides)]
    return tf.transpose(out, [0, n + 1, *range(1, n + 1)])
'''


def conv(e, x, w, strides, pads, dilation, groups):
    """Convolution in (N, C, *spatial) / (O, I, *spatial) order: explicit ``pads`` per spatial
    dimension, ``strides``, kernel ``dilation``, ``groups``."""
    strides, dilation = tuple(int(s) for s in strides), tuple(int(d) for d in dilation)
    pads = [(int(lo), int(hi)) for lo, hi in pads]
    if e.target == "jax":
        return (f"lax.conv_general_dilated({x}, {w}, {strides!r}, {pads!r}, "
                f"rhs_dilation={dilation!r}, feature_group_count={int(groups)})")
    xp = pad(e, x, [(0, 0), (0, 0), *pads], 0)
    if e.target == "torch":
        n = len(strides)
        return (f"torch.nn.functional.conv{n}d({xp}, {w}, None, {strides!r}, 0, {dilation!r}, "
                f"{int(groups)})")
    e.helper("_conv", _CONV_NUMPY if e.target == "numpy" else _CONV_TF)
    return f"_conv({xp}, {w}, {strides!r}, {dilation!r}, {int(groups)})"


# --- control flow (the replay's ``_cond``, ``_while_loop``, ``_scan``) ---------------------------
def emit_cond(e, node, a, p, sub):
    """``graphs`` are the branches in index order; ``a[0]`` the index (a bool or an int)."""
    names, pre = [], []
    for b, g in enumerate(node.graphs):
        fname, lines = sub(b, g)
        names.append(fname)
        pre += lines
    index, ops = a[0], ", ".join(a[1:])
    n = len(names)
    if e.target == "jax":
        expr = (f"lax.switch(jnp.asarray({index}).astype(jnp.int32), [{', '.join(names)}]"
                f"{', ' if ops else ''}{ops})")
    elif e.target == "tensorflow":
        branches = ", ".join(f"lambda: {f}({ops})" for f in names)
        expr = (f"tf.switch_case(tf.clip_by_value(tf.cast({index}, tf.int32), 0, {n - 1}), "
                f"[{branches}])")
    else:
        expr = f"[{', '.join(names)}][min(max(int({index}), 0), {n - 1})]({ops})"
    return pre, expr if len(node.outs) > 1 else f"{expr}[0]"


def emit_while(e, node, a, p, sub):
    nc, nb = p["cond_nconsts"], p["body_nconsts"]
    cc, bc, init = a[:nc], a[nc:nc + nb], a[nc + nb:]
    (cname, clines), (bname, blines) = sub(0, node.graphs[0]), sub(1, node.graphs[1])
    cpre, bpre = "".join(f"{c}, " for c in cc), "".join(f"{c}, " for c in bc)
    one = "," if len(init) == 1 else ""
    if e.target == "jax":
        expr = (f"lax.while_loop(lambda c: {cname}({cpre}*c)[0], lambda c: {bname}({bpre}*c), "
                f"({', '.join(init)}{one}))")
    elif e.target == "tensorflow":
        expr = (f"tf.while_loop(lambda *c: {cname}({cpre}*c)[0], lambda *c: {bname}({bpre}*c), "
                f"({', '.join(init)}{one}))")
    else:
        k = node.outs[0][0]
        loop = [f"c{k} = ({', '.join(init)}{one})", f"while bool({cname}({cpre}*c{k})[0]):",
                f"    c{k} = {bname}({bpre}*c{k})"]
        return [*clines, *blines, *loop], f"tuple(c{k})" if len(init) > 1 else f"c{k}[0]"
    return [*clines, *blines], expr if len(init) > 1 else f"{expr}[0]"


_STACK = {"numpy": "np.stack", "torch": "torch.stack", "tensorflow": "tf.stack"}


def emit_scan(e, node, a, p, sub):
    n, nc, length, rev = p["num_consts"], p["num_carry"], int(p["length"]), p["reverse"]
    consts, init, xs = a[:n], a[n:n + nc], a[n + nc:]
    fname, lines = sub(0, node.graphs[0])
    cpre = "".join(f"{c}, " for c in consts)
    ny = len(node.outs) - nc
    k = node.outs[0][0]
    if e.target == "jax":
        one = "," if nc == 1 else ""
        body = [f"def s{k}(carry, x):",
                f"    out = {fname}({cpre}*carry, *x)",
                f"    return out[:{nc}], out[{nc}:]"]
        expr = (f"(lambda r: (*r[0], *r[1]))(lax.scan(s{k}, ({', '.join(init)}{one}), "
                f"({', '.join(xs)}{',' if len(xs) == 1 else ''}), length={length}, "
                f"reverse={bool(rev)}))")
        return [*lines, *body], expr if len(node.outs) > 1 else f"{expr}[0]"
    steps = f"reversed(range({length}))" if rev else f"range({length})"
    one = "," if nc == 1 else ""
    loop = [f"c{k}, y{k} = ({', '.join(init)}{one}), []", f"for i in {steps}:",
            f"    out = {fname}({cpre}*c{k}, *[x[i] for x in ({', '.join(xs)}"
            f"{',' if len(xs) == 1 else ''})])",
            f"    c{k} = out[:{nc}]", f"    y{k}.append(out[{nc}:])"]
    if rev:
        loop.append(f"y{k}.reverse()")
    stack = _STACK[e.target]
    ys = [f"{stack}([y[{j}] for y in y{k}])" for j in range(ny)]
    outs = [f"c{k}[{j}]" for j in range(nc)] + ys
    if length == 0 and ny:
        raise e.unsupported(node.op, "a scan of length 0 (no rows to stack)")
    return [*lines, *loop], outs


CONTROL = {"ivy.cond": {"*": emit_cond}, "ivy.while_loop": {"*": emit_while},
           "ivy.scan": {"*": emit_scan}}
