"""``ivy.fft``: every transform with n/s (padding and trimming), axis/axes and the three norms,
plus the frequency and shift helpers; checked against array-api-strict. Inputs of the
complex-to-real transforms are made Hermitian-consistent (from a real signal), where every
implementation agrees."""

import array_api_strict as xps
import numpy as np
import pytest
from _harness import Rec, assert_result, by_name, record_tests, reduction_atol, run_case
from _strategies import (
    COMPLEX,
    DEFAULT_DEVICE,
    FLOATING,
    REAL_FLOAT,
    Case,
    Dom,
    DtypeArg,
    axis_arg,
)

SIGNAL = Dom(-10.0, 10.0, special=False)
NORMS = ["default", "backward", "ortho", "forward"]
_REAL = {"complex64": "float32", "complex128": "float64", "float32": "float32",
         "float64": "float64"}
_COMPLEX = {"float32": "complex64", "float64": "complex128"}


def _norm_kw(draw):
    norm = draw.choice(NORMS, label="norm")
    return {} if norm == "default" else {"norm": norm}


def _one_axis(draw, ndim):
    return draw.integer(-ndim, ndim - 1, label="axis") if not draw.fixed else -1


def _fft_build(draw, dtype):
    """fft/ifft/rfft/ihfft: x of ``dtype``, optional n (pad or trim) and axis."""
    shape = draw.shape(min_dims=1, min_side=1)
    x = draw.array(dtype, shape, SIGNAL, label="x")
    kw = _norm_kw(draw)
    axis = _one_axis(draw, len(shape))
    if axis != -1 or draw.boolean(label="give axis"):
        kw["axis"] = axis
    if draw.boolean(label="give n"):
        kw["n"] = draw.integer(1, 5, label="n")
    return Case(x, **kw)


def _axes_s(draw, shape):
    """axes (None or distinct axes) and s (None or one length per axis)."""
    kw = {}
    axes = axis_arg(draw, len(shape), ("none", "tuple"), label="axes")
    if axes is not None and len(axes) == 0:
        axes = None
    if axes is not None:
        kw["axes"] = axes
        if draw.boolean(label="give s"):
            kw["s"] = tuple(draw.integer(1, 4, label=f"s{i}") for i in range(len(axes)))
    return kw


def _fftn_build(draw, dtype):
    shape = draw.shape(min_dims=1, min_side=1)
    return Case(draw.array(dtype, shape, SIGNAL, label="x"), **_axes_s(draw, shape),
                **_norm_kw(draw))


def _irfft_build(draw, dtype):
    """x = rfft(real signal of length n) along axis: Hermitian-consistent."""
    shape = list(draw.shape(min_dims=1, min_side=1))
    axis = _one_axis(draw, len(shape))
    n = draw.integer(1, 6, label="n")
    shape[axis] = n
    real = draw.array(_REAL[dtype], tuple(shape), SIGNAL, label="signal")
    x = np.fft.rfft(real, axis=axis).astype(dtype)
    kw = _norm_kw(draw)
    kw["n"] = n
    if axis != -1 or draw.boolean(label="give axis"):
        kw["axis"] = axis
    if n == 2 * (x.shape[axis] - 1) and draw.boolean(label="default n"):
        del kw["n"]
    return Case(x, **kw)


def _hfft_build(draw, dtype):
    """x = ihfft(real signal of length n): the input hfft inverts."""
    shape = list(draw.shape(min_dims=1, min_side=1))
    axis = _one_axis(draw, len(shape))
    n = draw.integer(1, 6, label="n")
    shape[axis] = n
    real = draw.array(_REAL[dtype], tuple(shape), SIGNAL, label="signal")
    x = np.fft.ihfft(real, axis=axis).astype(dtype)
    kw = _norm_kw(draw)
    kw["n"] = n
    if axis != -1:
        kw["axis"] = axis
    return Case(x, **kw)


def _irfftn_build(draw, dtype):
    """x = rfftn(real signal of shape s) over axes: Hermitian-consistent; s given."""
    shape = list(draw.shape(min_dims=1, min_side=1))
    nd = len(shape)
    k = draw.integer(1, nd, label="number of axes") if not draw.fixed else nd
    axes = tuple(range(nd - k, nd))
    for a in axes:
        shape[a] = draw.integer(1, 4, label=f"length {a}")
    real = draw.array(_REAL[dtype], tuple(shape), SIGNAL, label="signal")
    x = np.fft.rfftn(real, axes=axes).astype(dtype)
    return Case(x, s=tuple(shape[a] for a in axes), axes=axes, **_norm_kw(draw))


def _rfftn_build(draw, dtype):
    shape = draw.shape(min_dims=1, min_side=1)
    return Case(draw.array(dtype, shape, SIGNAL, label="x"), **_axes_s(draw, shape),
                **_norm_kw(draw))


def _freq_build(draw, dtype):
    kw = {}
    if dtype != "float32" or draw.boolean(label="give dtype"):
        kw["dtype"] = DtypeArg(dtype)
    if draw.boolean(label="give d"):
        kw["d"] = draw.choice([0.5, 2.0, 1.0], label="d")
    if draw.boolean(label="give device"):
        kw["device"] = DEFAULT_DEVICE
    return Case(draw.integer(1, 6, label="n"), **kw)


def _freq_ref(name):
    f = getattr(xps.fft, name)

    def ref(n, d=1.0, dtype=None, device=None):
        return f(n, d=d, dtype=getattr(xps, str(dtype or "float32")))

    return ref


def _shift_build(draw, dtype):
    shape = draw.shape(min_dims=1)  # NumPy (the reference) cannot shift a 0-d array
    x = draw.array(dtype, shape, distinct=True, label="x")
    axes = axis_arg(draw, len(shape), ("default", "none", "int", "tuple"), label="axes")
    if axes == ():  # NumPy (the reference) cannot shift over no axes
        axes = None
    return Case(x) if axes is ... else Case(x, axes=axes)


def _sum_check(out, ref, case):
    """Transforms are sums: the tolerance grows with the count and size of the inputs."""
    assert_result(out, ref, scale=10, atol=reduction_atol(case.args[0], np.asarray(ref).dtype.name, 10))


def _rec(name, dtypes, build):
    return Rec(f"fft.{name}", dtypes, build, check=_sum_check)


RECORDS = [
    _rec("fft", COMPLEX, _fft_build),
    Rec("fft.fftfreq", REAL_FLOAT, _freq_build, ref=_freq_ref("fftfreq"), scoped=True),
    _rec("fftn", COMPLEX, _fftn_build),
    Rec("fft.fftshift", FLOATING, _shift_build),
    _rec("hfft", COMPLEX, _hfft_build),
    _rec("ifft", COMPLEX, _fft_build),
    _rec("ifftn", COMPLEX, _fftn_build),
    Rec("fft.ifftshift", FLOATING, _shift_build),
    _rec("ihfft", REAL_FLOAT, _fft_build),
    _rec("irfft", COMPLEX, _irfft_build),
    _rec("irfftn", COMPLEX, _irfftn_build),
    _rec("rfft", REAL_FLOAT, _fft_build),
    Rec("fft.rfftfreq", REAL_FLOAT, _freq_build, ref=_freq_ref("rfftfreq"), scoped=True),
    _rec("rfftn", REAL_FLOAT, _rfftn_build),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("dtype", REAL_FLOAT)
def test_real_transforms_keep_the_precision(dtype):
    x = np.arange(8, dtype=dtype)
    run_case(TABLE["fft.rfft"], Case(x))
    run_case(TABLE["fft.irfft"], Case(np.fft.rfft(x).astype(_COMPLEX[dtype]), n=8))
