"""Ivy changes no global state it does not own (issue 27): a fresh interpreter imports Ivy, uses
the backend under test (inferred, set, scoped, random numbers with a seed, a gradient where the
backend has autodiff) and the framework's global configuration is what it was: JAX's 64-bit mode,
matmul precision and default device, PyTorch's default dtype / device / matmul precision / random
state, TensorFlow's TF32 and eager settings, the loggers, Python's and NumPy's random states
(``ivy.testing.global_state_changes`` lists them).

JAX's 64-bit mode is the user's setting. The nox session runs the suite with it on
(``JAX_ENABLE_X64=1``, for the standard's 64-bit dtypes); here a fresh process runs with it off,
as JAX starts by default: Ivy follows JAX's 32-bit mode (defaults and indices int32, float64 asked
for raises the error naming the flag) and the user's own JAX code keeps its float32 defaults. The
fixed example of every function in every dtype (``test_dtypes`` of each category file) runs in
that mode too, against the same references (``_harness.NARROWED``: a 64-bit result dtype of the
standard is its 32-bit kind there, as in JAX).
"""

import os
import subprocess
import sys
from pathlib import Path

import ivy
import pytest
from _harness import BACKEND

HERE = Path(__file__).parent
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")

USE = f'''
import ivy
with ivy.use(backend):
    x = ivy.reshape(ivy.arange(6.0), (2, 3))
y = ivy.sum(ivy.matmul(x, ivy.matrix_transpose(x)))
ivy.set_backend(backend)
z = ivy.random_uniform(shape=(3,), seed=0)
w = ivy.astype(ivy.argmax(x, axis=-1), ivy.int64)
if {AUTODIFF!r}:
    g = ivy.grad(lambda a: ivy.sum(ivy.sin(a) ** 2))(x)
ivy.unset_backend()
'''


def test_using_ivy_changes_no_global_configuration():
    out = ivy.testing.global_state_changes(USE)
    assert out == "unchanged\n", out


def _fresh(code, **env):
    e = {k: v for k, v in os.environ.items() if k != "JAX_ENABLE_X64"}
    e.update(env)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e,
                       timeout=600, cwd=HERE)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-3000:]
    return r.stdout


JAX_32 = '''
import warnings
warnings.simplefilter("error")  # JAX's truncation warnings would fail the run
import jax, jax.numpy as jnp, numpy as np
import ivy
assert not jax.config.jax_enable_x64
x = jnp.arange(6.0).reshape(2, 3)
assert ivy.add(x, 1).dtype == jnp.float32
with ivy.use("jax"):
    assert ivy.arange(3).dtype == jnp.int32 and ivy.asarray([1, 2]).dtype == jnp.int32
    assert ivy.zeros(2).dtype == jnp.float32 and ivy.asarray(1.5).dtype == jnp.float32
    info = ivy.__array_namespace_info__()
    assert str(info.default_dtypes()["indexing"]) == "int32", info.default_dtypes()
    assert "float64" not in info.dtypes() and "int64" not in info.dtypes()
    assert ivy.zeros(2, dtype="int64").dtype == jnp.int32  # JAX's index dtype in this mode
assert ivy.argmax(x).dtype == jnp.int32 and ivy.sum(jnp.arange(3)).dtype == jnp.int32
for call in (lambda: ivy.astype(x, ivy.float64), lambda: ivy.zeros_like(x, dtype="float64"),
             lambda: ivy.sum(x, dtype="complex128")):
    try:
        call()
    except ivy.IvyUnsupportedError as e:
        msg = str(e)
        assert msg.startswith("ivy.") and "jax_enable_x64" in msg, msg
    else:
        raise AssertionError("float64 asked for without 64-bit mode must raise")
# the user's own JAX code is untouched: float32 defaults, and lax.select of float32 operands
assert jnp.ones(3).dtype == jnp.float32 and not jax.config.jax_enable_x64
s = jax.lax.select(jnp.ones(3) > 0, jnp.ones(3), jnp.zeros(3) + np.float32(0.5))
assert s.dtype == jnp.float32
g = jax.jit(jax.grad(lambda a: ivy.sum(ivy.sin(a) ** 2)))(x)
assert g.dtype == jnp.float32
print("ok")
'''


@pytest.mark.skipif(BACKEND != "jax", reason="JAX's 64-bit mode: the jax session only")
def test_jax_without_64_bit_mode_follows_jax():
    assert _fresh(JAX_32, JAX_ENABLE_X64="0").strip().endswith("ok")


@pytest.mark.skipif(BACKEND != "jax", reason="JAX's 64-bit mode: the jax session only")
def test_every_fixed_example_without_64_bit_mode():
    """The category files' ``test_dtypes`` (every function, every dtype) with JAX's 64-bit mode
    off (~1-2 min on 2 cores: the fixed examples only, not the Hypothesis tests)."""
    files = sorted(str(p.name) for p in HERE.glob("test_*.py")
                   if "def test_dtypes" in p.read_text() or "record_tests(" in p.read_text())
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k",
                        "test_dtypes", *files], capture_output=True, text=True, timeout=1200,
                       cwd=HERE, env={**os.environ, "JAX_ENABLE_X64": "0"})
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr[-2000:]
    assert " passed" in r.stdout.splitlines()[-1], r.stdout[-500:]
