"""What every backend's random kernels share: dtype and shape rules, and Ivy's seed state.

A backend keeps its own generator and re-creates it when ``ivy.seed`` has been called since (the
seed *epoch* changed): one integer comparison per call.
"""

import hashlib
import os

from .. import dtypes as _dt
from .._rules.random import _STATE
from ..errors import IvyDtypeError, IvyUnsupportedError, IvyValueError

_NUMBERS = (int, float)  # Python numbers as parameters: no shape, no dtype
_SHAPES: dict = {}  # a sample shape given as a tuple -> its checked tuple of ints


def unit(a, b):
    """Whether the parameters ``(a, b)`` are Python numbers 0 and 1 (the defaults of
    ``random_uniform``'s ``low, high`` and ``random_normal``'s ``mean, std``): the sample needs
    no affine map, so the call is the framework's sampler alone."""
    return type(a) in _NUMBERS and type(b) in _NUMBERS and a == 0 and b == 1


def seed_now():
    """``(seed, epoch)`` of Ivy's seed state; the seed is fresh OS entropy until ``ivy.seed``.

    Inside a data-parallel step (``ivy.distributed``), ``_STATE["replica"]`` gives the calling
    replica's index and the seed is :func:`replica_seed` of Ivy's seed and that index (read only
    when a generator is (re)made, never per draw)."""
    s = _STATE["seed"]
    if s is None:
        return int.from_bytes(os.urandom(4), "little"), _STATE["epoch"]
    replica = _STATE.get("replica")
    return (s if replica is None else replica_seed(s, replica())), _STATE["epoch"]


def replica_seed(seed, replica):
    """The seed of replica ``replica``'s random stream when Ivy's seed is ``seed``: a pure
    function of both, in ``[0, 2**32)`` (SHA-256, so neighbouring seeds and replicas give
    unrelated streams)."""
    h = hashlib.sha256(f"ivy.distributed.replica/{seed}/{replica}".encode()).digest()
    return int.from_bytes(h[:4], "little")


def epoch():
    return _STATE["epoch"]


def float_dtype(fname, dtype, *args):
    """Result dtype of a float sampler: ``dtype``, else the array arguments' (if real floating),
    else the default float dtype."""
    if dtype is not None:
        d = _dt.as_ivy_dtype(dtype)
        if not _dt.isdtype(d, "real floating"):
            raise IvyDtypeError(f"ivy.{fname}: dtype must be a real floating dtype, got {d}")
        return d
    arrays = [a for a in args if type(a) not in _NUMBERS and hasattr(a, "dtype")]
    if arrays:
        d = _dt.result_type(*arrays)
        if _dt.isdtype(d, "real floating"):
            return d
    return _dt.default_float_dtype()


def int_dtype(fname, dtype, *args):
    """Result dtype of an integer sampler: ``dtype``, else the arrays', else the default int."""
    if dtype is not None:
        d = _dt.as_ivy_dtype(dtype)
        if not _dt.isdtype(d, "integral"):
            raise IvyDtypeError(f"ivy.{fname}: dtype must be an integer dtype, got {d}")
        return d
    arrays = [a for a in args if type(a) not in _NUMBERS and hasattr(a, "dtype")]
    if arrays:
        d = _dt.result_type(*arrays)
        if _dt.isdtype(d, "integral"):
            return d
    return _dt.default_int_dtype()


def out_shape(fname, shape, *args):
    """The sample shape: ``shape`` (an int or a sequence), else the broadcast shape of the array
    arguments; the arguments must broadcast to it."""
    if type(shape) is tuple and all(type(a) in _NUMBERS for a in args):
        try:
            out = _SHAPES.get(shape)  # equal tuples give equal ints (int(2.0) == int(2))
        except TypeError:  # an unhashable entry
            return tuple(int(s) for s in shape)
        if out is None:
            out = tuple(int(s) for s in shape)
            if len(_SHAPES) < 256:
                _SHAPES[shape] = out
        return out
    shapes = [tuple(a.shape) for a in args if hasattr(a, "shape")]
    if shape is None:
        target = ()
    else:
        target = (int(shape),) if isinstance(shape, int) else tuple(int(s) for s in shape)
    for s in shapes:
        target = _broadcast(fname, target, s, shape is not None)
    return target


def _broadcast(fname, a, b, fixed):
    n = max(len(a), len(b))
    a1, b1 = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    out = []
    for x, y in zip(a1, b1):
        out.append(x if y == 1 else y if x == 1 else -1 if x != y else x)
    out = tuple(out)
    if fixed and out != a:
        raise IvyValueError(f"ivy.{fname}: an argument of shape {b} does not broadcast to the "
                            f"requested shape {a}")
    if -1 in out:
        raise IvyValueError(f"ivy.{fname}: argument shapes {a} and {b} do not broadcast")
    return out


def bernoulli_param(probs, logits):
    """``(the parameter, whether it is logits)``: exactly one of ``probs`` and ``logits``."""
    if (probs is None) == (logits is None):
        raise IvyValueError("ivy.bernoulli: give exactly one of probs and logits")
    return (probs, False) if logits is None else (logits, True)


def _positive_int(fname, name, v, low=1):
    if type(v) is not int or v < low:
        raise IvyValueError(f"ivy.{fname}: {name} must be an int >= {low}, got {v!r}")


def multinomial_args(population_size, num_samples, batch_size, probs, replace, dtype):
    """Checked ``(P, S, B, result dtype)`` of ``multinomial``."""
    _positive_int("multinomial", "population_size", population_size)
    _positive_int("multinomial", "num_samples", num_samples, 0)
    _positive_int("multinomial", "batch_size", batch_size)
    if not replace and num_samples > population_size:
        raise IvyValueError(f"ivy.multinomial: {num_samples} samples without replacement from "
                            f"{population_size} categories; draw at most {population_size}, or "
                            f"use replace=True")
    if probs is not None:
        shp = tuple(probs.shape)
        if shp not in ((population_size,), (batch_size, population_size)):
            raise IvyValueError(f"ivy.multinomial: probs must have shape ({population_size},) or "
                                f"({batch_size}, {population_size}), got {shp}")
    return population_size, num_samples, batch_size, int_dtype("multinomial", dtype)


def check_have(xp, fname, dtype):
    """Raise IvyUnsupportedError naming ``fname`` where the backend lacks ``dtype`` (MXNet)."""
    d = _dt.as_ivy_dtype(dtype)
    have = xp._pkg.DTYPES
    if str(d) not in have:
        raise IvyUnsupportedError(f"ivy.{fname} is not supported on the {xp.name!r} backend for "
                                  f"dtype {d} (its dtypes: {', '.join(have)}); use another dtype")
    return d
