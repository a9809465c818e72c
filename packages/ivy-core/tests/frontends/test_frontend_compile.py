"""Frontend programs under the backend's compiler (``ivy.compile``: ``jax.jit``, ``tf.function``,
``torch.compile``; NumPy and MXNet run them as they are) give the eager result; on PyTorch the
program is one graph with no break (``torch._dynamo.explain``)."""

import ivy
import numpy as np
import pytest
from _frontend_harness import explain_one_graph, frontend
from _harness import BACKEND, native, numpy_of

RNG = np.random.default_rng(7)
X = RNG.standard_normal((4, 3)).astype(np.float32)
W = RNG.standard_normal((3, 5)).astype(np.float32)

# one small program per frontend, written as a user of that framework writes it
PROGRAMS = {
    "torch": lambda F, x, w: (F.nn.functional.relu(F.matmul(x, w) + 1.0) ** 2).sum(dim=-1),
    "numpy": lambda F, x, w: F.tanh(F.dot(x, w) + 1.0).sum(axis=-1) * 0.5,
    "jax": lambda F, x, w: F.numpy.tanh(F.numpy.dot(x, w) + 1.0).sum(axis=-1) * 0.5,
    "tensorflow": lambda F, x, w: F.reduce_sum(F.tanh(F.matmul(x, w) + 1.0), axis=-1) * 0.5,
}


def native_program(framework):
    """The frontend program as a function of native arrays returning a native array."""
    F = frontend(framework)
    wrap = F._frontend_array

    def program(x, w):
        return PROGRAMS[framework](F, wrap(x), wrap(w))._data

    return program


@pytest.mark.parametrize("framework", sorted(PROGRAMS))
def test_compiled_frontend_program_gives_the_eager_result(framework):
    fn = native_program(framework)
    x, w = native(X), native(W)
    eager = numpy_of(fn(x, w))
    compiled = ivy.compile(fn)
    for _ in range(2):  # the first call traces, the second runs the compiled program
        np.testing.assert_allclose(numpy_of(compiled(x, w)), eager, rtol=1e-5, atol=1e-6)


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile's graph breaks")
@pytest.mark.parametrize("framework", sorted(PROGRAMS))
def test_torch_compile_of_a_frontend_program_is_one_graph(framework):
    explain_one_graph(native_program(framework), native(X), native(W))
