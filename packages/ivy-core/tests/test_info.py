"""The inspection API ``ivy.__array_namespace_info__()`` (under ``ivy.use(BACKEND)``): the same
structure as array-api-strict's, Ivy's default dtypes, and dtype kinds that agree with isdtype."""

import array_api_strict as xps
import ivy
import pytest
from _harness import (
    AVAILABLE,
    BACKEND,
    BK,
    NARROWED,
    Rec,
    assert_unsupported_dtype,
    by_name,
    dtype_params,
    run,
)
from _strategies import ALL, Case, FixedDraw

_KINDS = [None, "bool", "signed integer", "unsigned integer", "integral", "real floating",
          "complex floating", "numeric", ("bool", "real floating")]
_HALF_KINDS = (None, "real floating", "numeric", ("bool", "real floating"))  # with float16 too


def _check_info(info, ref, case):
    ref = xps.__array_namespace_info__()
    caps = info.capabilities()
    assert set(caps) == set(ref.capabilities())
    assert caps == dict(BK.xp._pkg.CAPABILITIES)
    assert isinstance(caps["max dimensions"], (int, type(None)))
    devices = info.devices()
    assert all(isinstance(d, str) for d in devices)
    assert info.default_device() in devices
    defaults = info.default_dtypes()
    assert set(defaults) == set(ref.default_dtypes())
    want = {"real floating": ivy.default_float_dtype(),
            "complex floating": ivy.default_complex_dtype(),
            "integral": ivy.default_int_dtype(), "indexing": ivy.int64}
    assert defaults == {k: ivy.as_ivy_dtype(NARROWED.get(str(d), str(d))) for k, d in want.items()}
    assert info.default_dtypes(device=info.default_device()) == defaults
    for k in _KINDS:
        got = info.dtypes(kind=k)
        # the standard's dtypes and Ivy's half-precision ones (real floating), those it has
        half = {"float16", "bfloat16"} if k in _HALF_KINDS else set()
        expected = ({n for n in ref.dtypes(kind=k)} | half) & AVAILABLE
        assert set(got) == expected, k
        assert all(got[n] == n for n in got)


def _nothing(*args, **kwargs):
    return None


RECORDS = [Rec("__array_namespace_info__", (), lambda draw, dtype: Case(), ref=_nothing,
               check=_check_info, scoped=True)]
TABLE = by_name(RECORDS)


@pytest.mark.parametrize("name,dtype", dtype_params(RECORDS))
def test_dtypes(name, dtype):
    run(TABLE[name], FixedDraw(name), dtype)


def test_every_standard_dtype_is_listed():
    with ivy.use(BACKEND):
        listed = set(ivy.__array_namespace_info__().dtypes())
    have = set(BK.xp._pkg.DTYPES)
    every = {str(d) for d in ivy.dtypes.all_dtypes}  # the standard's and the half-precision ones
    assert listed == every & have  # every dtype the backend has
    assert set(ALL) <= every
    for d in sorted(every - have):  # and each one it lacks raises the clear error
        assert_unsupported_dtype(lambda d=d: BK.zeros((1,), dtype=d), d)


def test_info_follows_the_backend_in_force():
    for name in ("numpy", BACKEND):
        with ivy.use(name):
            info = ivy.__array_namespace_info__()
        assert info.capabilities() == dict(ivy.get_backend(name).xp._pkg.CAPABILITIES)
