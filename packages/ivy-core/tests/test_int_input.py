"""Integer and boolean input to Ivy's floating-point functions: one rule on every backend.

Every function of ``ivy._rules.float_input.PARAMS`` converts integer / bool arrays in the
listed parameters to the default floating dtype (float32) before computing. For each function and
each of int32, int64, uint8 and bool, the function's fixed example (its test record, float32) is
given integer values in those parameters; the result must have the dtype the float32 call has
(float32, complex64 for the complex fft results) on every backend, and the values of the record's
reference (NumPy / array-api-strict) computed on the same values in float32.
"""

import ivy
import numpy as np
import pytest
from _bad_inputs import records
from _harness import BACKEND, BK, assert_result, call_public, native, to_np
from _strategies import Case, FixedDraw
from ivy._rules.float_input import PARAMS, REAL_ONLY

_RECORDS = records()
_INTS = ("int32", "int64", "uint8", "bool")


def _integer_case(rec, dtype):
    """The record's example with integer / bool values of ``dtype`` in the rule's parameters, the
    same values in float32, and in the record's first dtype (the reference's input: complex64
    for the fft functions whose reference takes complex input only)."""
    first = rec.dtypes[0]  # float32, or complex64 for the fft functions the standard limits
    case = rec.build(FixedDraw(f"{rec.name}-{first}"), first)
    spec = ivy.functional._api.SPECS[rec.name]
    bound = spec.signature.bind(*case.args, **case.kwargs)
    ints, floats, refs = {}, {}, {}
    for p in PARAMS[rec.name]:
        a = bound.arguments.get(p)
        if not isinstance(a, np.ndarray):
            continue
        a = a.real
        if dtype == "bool" and a.ndim >= 2 and a.shape[-1] == a.shape[-2]:  # a matrix the
            v = np.broadcast_to(np.eye(a.shape[-1], dtype=bool), a.shape)  # linalg ones accept
        elif dtype == "bool":
            v = a > np.median(a)
        else:
            v = np.round(a * 3)
            v = np.abs(v) + 1 if dtype == "uint8" else v
            v = v.astype(dtype)
        ints[p], floats[p], refs[p] = v, v.astype(np.float32), v.astype(first)
    assert ints, f"{rec.name}: its example has no array in {PARAMS[rec.name]}"

    def made(values):
        b = spec.signature.bind(*case.args, **case.kwargs)
        b.arguments.update(values)
        return Case(*b.args, **b.kwargs)

    return made(ints), made(floats), made(refs)


def _dtypes(out):
    if isinstance(out, tuple):  # (lstm_update: a nested tuple)
        return [d for o in out for d in _dtypes(o)]
    return [str(ivy.as_ivy_dtype(out.dtype))]


def test_every_function_of_the_rule_has_a_record():
    assert sorted(set(PARAMS) - set(_RECORDS)) == []


@pytest.mark.parametrize("dtype", _INTS)
@pytest.mark.parametrize("name", sorted(PARAMS))
def test_integer_input_computes_in_the_default_float_dtype(name, dtype):
    rec = _RECORDS[name]
    icase, fcase, rcase = _integer_case(rec, dtype)
    call = lambda c: call_public(name, native(c.args), native(c.kwargs), rec.scoped)  # noqa: E731
    ref = rec.ref(*rcase.args, **rcase.kwargs)
    try:
        want = _dtypes(call(fcase))
    except ivy.IvyUnsupportedError:  # a dtype the backend lacks (MXNet's complex): the same error
        with pytest.raises(ivy.IvyUnsupportedError):
            call(icase)
        return
    out = call(icase)
    assert _dtypes(out) == want, f"{name}({dtype}) on {BACKEND}: {_dtypes(out)}, float32 gives {want}"
    floating = [d for d in want if d.startswith(("float", "complex"))]
    assert set(floating) <= {"float32", "complex64"}, want
    ref = None if ref is None else to_np(ref)
    if rec.check is not None:
        rec.check(out, ref, rcase)
    else:
        assert_result(out, ref, scale=rec.tol, loose_complex=rec.loose_complex)


def test_reciprocal_of_integers_is_not_integer_division():
    out = ivy.reciprocal(native(np.array([1, 2, 4])))
    assert str(ivy.as_ivy_dtype(out.dtype)) == "float32"
    np.testing.assert_allclose(ivy.to_numpy(out), [1.0, 0.5, 0.25])


def test_default_float_dtype_is_followed():
    ivy.set_default_float_dtype("float64")
    try:
        out = ivy.sqrt(native(np.array([1, 4, 9])))
        assert str(ivy.as_ivy_dtype(out.dtype)) == "float64"
        np.testing.assert_allclose(ivy.to_numpy(out), [1.0, 2.0, 3.0])
    finally:
        ivy.set_default_float_dtype("float32")


def test_backend_set_and_inferred_agree():
    x = native(np.array([1, 2, 4], dtype="int64"))
    inferred = ivy.log(x)
    with ivy.use(BACKEND):
        scoped = ivy.log(x)
    ivy.set_backend(BACKEND)
    try:
        bound = ivy.log(x)
    finally:
        ivy.unset_backend()
    for out in (inferred, scoped, bound):
        assert str(ivy.as_ivy_dtype(out.dtype)) == "float32"
        np.testing.assert_allclose(ivy.to_numpy(out), np.log([1.0, 2.0, 4.0]), rtol=1e-6)


def test_python_scalar_operand_of_binary_functions_stays_weak():
    out = ivy.atan2(native(np.array([1, -1], dtype="int32")), 2)
    assert str(ivy.as_ivy_dtype(out.dtype)) == "float32"
    np.testing.assert_allclose(ivy.to_numpy(out), np.arctan2([1.0, -1.0], 2.0), rtol=1e-6)


@pytest.mark.parametrize("name", sorted(REAL_ONLY))
def test_complex_input_to_real_functions_raises_a_dtype_error(name):
    rec = _RECORDS[name]
    if "complex64" not in BK.xp._pkg.DTYPES:  # MXNet has no complex arrays
        return
    case = rec.build(FixedDraw(f"{name}-float32"), "float32")
    spec = ivy.functional._api.SPECS[name]
    b = spec.signature.bind(*case.args, **case.kwargs)
    p = next(p for p in PARAMS[name] if isinstance(b.arguments.get(p), np.ndarray))
    b.arguments[p] = b.arguments[p].astype("complex64")
    with pytest.raises(ivy.IvyDtypeError) as e:
        call_public(name, native(b.args), native(b.kwargs), rec.scoped)
    msg = str(e.value)
    assert msg.startswith(f"ivy.{name}: argument {p} has dtype complex64"), msg
