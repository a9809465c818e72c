"""Every public function that takes arrays, given one bad argument at a time (None, a str, a
nested list, another framework's array, incompatible shapes, ``axis=99``, a dtype of a kind the
function does not take: see ``_bad_inputs.py``),
raises an Ivy exception whose message names the function the user called -- or accepts the call
where that input is valid for the function (listed below with the reason)."""

import ivy
import numpy as np
import pytest
from _bad_inputs import KINDS, _foreign_array, bad_calls, outcome, records
from _harness import BACKEND, native

# (kind, function) calls that are valid: the input is one the function takes
VALID = {
    ("nested_list", "asarray"): "asarray converts nested sequences",
    ("nested_list", "linspace"): "array endpoints may be nested sequences",
    ("nested_list", "logspace"): "array endpoints may be nested sequences",
    ("none", "multinomial"): "probs is optional (uniform)",
    ("none", "bernoulli"): "probs may be None when logits is given (the example gives logits)",
    ("shapes", "gather"): "indices of any shape",
    ("shapes", "take"): "indices of any shape",
    ("shapes", "linalg.outer"): "vectors of any lengths (flattened)",
    ("shapes", "searchsorted"): "values of any shape",
}
GAPS = {("none", "logspace")}  # TensorFlow: logspace(start=None) of the record's call accepted
# another framework's index array that the backend converts (a check would cost every call)
CONVERTED = {("foreign", "take"), ("foreign", "scatter_flat"), ("foreign", "gather"),
             ("foreign", "take_along_axis"), ("foreign", "searchsorted")}

# wrong dtype kinds (the ``dtype`` kind) that the backend's kernel may accept: Ivy spends no
# dtype check on these paths (each raises a clear Ivy error where the kernel refuses the dtype)
_MOVES = "data movement, ordering and comparison take every dtype"
_ZERO_ONE = "bool as the integers 0 / 1 in arithmetic where the framework's kernel does so"
_TRUTH = "logical functions take the truth value of numbers (x != 0), as NumPy and PyTorch"
_REAL_FFT = "real input of a complex transform is computed as complex (NumPy's fft)"
_WEIGHTS = "promoted with the function's floating weights / other inputs (bool + float: float)"
DTYPE_ACCEPTED = {
    **dict.fromkeys(("argmax", "argmin", "argsort", "sort", "max", "min", "maximum", "minimum",
                     "greater", "greater_equal", "less", "less_equal", "searchsorted", "clip",
                     "linalg.diagonal", "fft.fftshift", "fft.ifftshift", "real", "conj", "imag",
                     "isfinite", "isinf", "isnan", "sign", "signbit"), _MOVES),
    **dict.fromkeys(("add", "multiply", "divide", "sum", "prod", "cumsum", "cumprod",
                     "cumulative_sum", "cumulative_prod", "diff", "matmul", "vecdot", "tensordot",
                     "linalg.outer", "linalg.trace", "linalg.matrix_power", "square", "abs", "pow",
                     "positive",
                     "remainder", "floor_divide", "round", "ceil", "floor", "trunc",
                     "bitwise_left_shift", "bitwise_right_shift"), _ZERO_ONE),
    **dict.fromkeys(("logical_and", "logical_or", "logical_xor", "logical_not"), _TRUTH),
    **dict.fromkeys(("fft.fft", "fft.fftn", "fft.ifft", "fft.ifftn", "fft.hfft", "fft.irfft",
                     "fft.irfftn"), _REAL_FFT),
    **dict.fromkeys(("linear", "lstm_update", "multi_head_attention",
                     "scaled_dot_product_attention", "fourier_encode", "multinomial"), _WEIGHTS),
}
if BACKEND == "mxnet":  # MXNet's bool arithmetic, and errors raised only when a result is read
    DTYPE_ACCEPTED.update(dict.fromkeys(("subtract", "negative", "linalg.cross",
                                         "vector_to_skew_symmetric_matrix"), _ZERO_ONE))

# MXNet computes asynchronously: a kernel's dtype error surfaces when the result is read, as
# MXNet's own error (architecture.md, deviations)
_ASYNC = "MXNetError"

# frameworks whose operations take NumPy arrays (the foreign arrays on these backends) as inputs
_CONVERTS = ("jax", "tensorflow", "mxnet")

_RECORDS = records()
_FOREIGN = _foreign_array()


@pytest.mark.parametrize("kind", KINDS)
def test_bad_input_raises_a_clear_ivy_error(kind):
    bad = []
    for q, rec in sorted(_RECORDS.items()):
        call = bad_calls(rec, _FOREIGN).get(kind)
        if call is None:
            continue
        cls, e = outcome(q, call)
        if (cls == "clear" or (kind, q) in GAPS
                or (cls == "accepted" and ((kind, q) in VALID or (kind, q) in CONVERTED
                                           or (kind == "foreign" and BACKEND in _CONVERTS)
                                           or (kind == "dtype" and q in DTYPE_ACCEPTED)))
                or (kind == "dtype" and BACKEND == "mxnet" and cls == "raw"
                    and type(e).__name__ == _ASYNC)):
            continue
        bad.append(f"{q}: {cls}" + ("" if e is None else f" ({type(e).__name__}: {str(e)[:150]})"))
    assert bad == [], f"{BACKEND}, {kind}: {len(bad)} calls without a clear Ivy error:\n" + "\n".join(bad)


@pytest.mark.parametrize("bound", [False, True])
@pytest.mark.parametrize("value", [None, "abc", {"a": 1}, {1}], ids=["none", "str", "dict", "set"])
def test_asarray_refuses_values_without_data(value, bound):
    """NumPy made an object / str array of them, TensorFlow a string tensor, the others raised
    their own errors (raw with a backend set): one IvyTypeError, backend set or not."""
    import ivy

    if bound:
        ivy.set_backend(BACKEND)
    try:
        with pytest.raises(ivy.IvyTypeError, match=r"^ivy\.asarray: argument obj got "):
            ivy.asarray(value)
    finally:
        if bound:
            ivy.unset_backend()



def test_framework_errors_name_the_function_once_and_no_framework_internals():
    # TensorFlow's kernel errors carry "{{function_node __wrapped__MatMul_device_/job:...}}"; JAX's
    # came back as "ivy.matmul: ivy.matmul: ..."
    calls = {"matmul": lambda x: ivy.matmul(x, x), "reshape": lambda x: ivy.reshape(x, (5,))}
    for name, call in calls.items():
        with pytest.raises(ivy.IvyValueError) as e:
            call(native(np.ones((2, 3), dtype=np.float32)))
        msg = str(e.value)
        assert msg.count(f"ivy.{name}") == 1 and "function_node" not in msg, msg
        assert not msg.rstrip().endswith("name:"), msg


def test_numpy_scalars_and_lone_python_numbers_compute_or_get_a_clear_error():
    """NumPy's 0-d results are NumPy scalars (``numpy.float32``): the backends that take NumPy
    data (NumPy, JAX, TensorFlow) compute with one; PyTorch's and MXNet's kernels do not, and the
    error names the function and says what the argument is. Two Python numbers and no array:
    computed, or refused with the standard's rule (a Python number goes beside an array)."""
    from _harness import numpy_of  # noqa: PLC0415

    x = native(np.ones(2, "float32"))
    with ivy.use(BACKEND):
        if BACKEND in ("torch", "mxnet"):
            with pytest.raises(ivy.IvyTypeError, match=r"^ivy\.add: .*NumPy scalar \(numpy\.float32\)"):
                ivy.add(np.float32(1), x)
        else:
            np.testing.assert_array_equal(numpy_of(ivy.add(np.float32(1), x)), [2.0, 2.0])
        try:
            r = ivy.add(1.0, 2.0)
        except ivy.IvyTypeError as e:
            assert str(e).startswith("ivy.add: no argument is an array (x1=1.0, x2=2.0)"), e
        else:
            assert float(numpy_of(r)) == 3.0
