"""``Graph.to_source`` lowers a graph through Ivy's tracer where an op has no emitter for the
target (``ivy/graph/_source.py``, ``_lowered``): the lowered source runs without Ivy, reads the
same ``params`` as the graph's own source would (``graph.source_params()``: parameters, large
constants), and equals the replay. Lowering needs JAX (the JAX session); elsewhere the missing
emitter's error stands, which is checked there."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest
from _harness import BACKEND
from _source_sweeps import T, _Sweep, _tf_op
from ivy.errors import IvyUnsupportedError
from test_graph_to_source import ALLOWED_IMPORTS, _imports, _run_source

HAS_JAX = importlib.util.find_spec("jax") is not None
TARGETS = [t for t in ("numpy", "jax") if importlib.util.find_spec(t)]


def _tf_graph_with_weights():
    """A TensorFlow-frontend graph: x @ w (w a 32x16 constant: read from ``params``), then
    Exp and BiasAddGrad (a raw op without an emitter for any target); its NumPy input."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal((4, 32)).astype("float32") * 0.1
    s = _Sweep(x)
    w = s.const(rng.standard_normal((32, 16)) * 0.1)
    y = _tf_op(s, "MatMul", a=T(0), b=T(w))
    z = _tf_op(s, "Exp", x=T(y))
    _tf_op(s, "BiasAddGrad", out_backprop=T(z))
    return s.graph("tensorflow"), x


@pytest.mark.skipif(not HAS_JAX or BACKEND != "jax", reason="lowering traces with JAX: the jax "
                                                             "session")
@pytest.mark.parametrize("target", TARGETS)
def test_a_graph_with_params_is_lowered_where_an_op_has_no_emitter(target):
    graph, x = _tf_graph_with_weights()
    params = graph.source_params()
    assert list(params) == ["const_1"] and params["const_1"].shape == (32, 16)
    source = graph.to_source(target)
    assert _imports(source) <= ALLOWED_IMPORTS[target] and "params[" in source
    got = _run_source(source, target, [x], params)
    want = [np.asarray(v) for v in graph(x)]
    assert len(got) == len(want) == 3
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=2e-5)


@pytest.mark.skipif(HAS_JAX, reason="the sessions without JAX: no lowering, the error stands")
def test_without_jax_the_missing_emitter_is_named():
    graph, _ = _tf_graph_with_weights()
    with pytest.raises(IvyUnsupportedError, match="op 'tf.BiasAddGrad' has no numpy emitter"):
        graph.to_source("numpy")
