"""Gradients of a rollout's return (the summed reward of 8 steps, 2 environments, float64) with
respect to the initial state and every action, against central finite differences computed on
the NumPy backend, for every environment. Gradients come from ``ivy.execute_with_gradients``
(torch, jax, tensorflow, mxnet autodiff); on NumPy, which has none, the clear
``IvyUnsupportedError`` is asserted instead. The states and actions stay away from the kinks
(clips, the angle wrap at pi, the track's walls), where the docstrings say what the gradient is.
``IVY_FULL=1`` uses 40 steps.
"""

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, ENVS, FULL, NAMES, initial_states, native, numpy_of, rollout_return
from _helpers import finite_difference_return as fd_return

T = 40 if FULL else 8
B = 2

STATES = {
    "pendulum": [[0.5, 0.2], [-1.0, 0.5]],
    "mountain_car": [[-0.5, 0.0], [-0.3, 0.01]],
}


def _case(name):
    cls = ENVS[name][0]
    state = np.array(STATES[name]) if name in STATES else initial_states(name, B, seed=3)
    actions = np.random.default_rng(1).uniform(-0.8, 0.8, (T, B, cls.action_size))
    return state, actions


@pytest.mark.parametrize("name", NAMES)
def test_rollout_return_gradient(name):
    state, actions = _case(name)

    def loss(xs):
        return ivy.sum(rollout_return(name, xs[0], xs[1]))

    xs = [native(state), native(actions)]
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError,
                           match="execute_with_gradients is not supported on the 'numpy'"):
            ivy.execute_with_gradients(loss, xs)
        return
    value, grads = ivy.execute_with_gradients(loss, xs)
    g_state, g_act = numpy_of(grads[0]), numpy_of(grads[1])
    fd_state, fd_act = fd_return(name, state, actions)
    with ivy.use("numpy"):
        expected = float(np.sum(rollout_return(name, state, actions)))
    np.testing.assert_allclose(float(numpy_of(value)), expected, rtol=1e-10)
    scale = max(1.0, np.abs(fd_act).max(), np.abs(fd_state).max())
    np.testing.assert_allclose(g_act, fd_act, rtol=1e-5, atol=1e-6 * scale)
    np.testing.assert_allclose(g_state, fd_state, rtol=1e-5, atol=1e-6 * scale)
    assert np.abs(g_act).max() > 0


def test_gradient_through_the_object_api():
    """The object's step keeps the graph: d return / d action from ``Env.step``'s rewards."""
    if not AUTODIFF:
        return
    from ivy_gym import Pendulum

    state = np.array(STATES["pendulum"])
    actions = np.random.default_rng(2).uniform(-0.8, 0.8, (3, B, 1))

    def loss(acts):
        env = Pendulum(num_envs=B, backend=ivy.current_backend(acts).name, dtype="float64")
        env.reset(seed=0)
        env.set_state(native(state))
        total = 0.0
        for t in range(3):
            total = total + ivy.sum(env.step(acts[t])[1])
        return total

    _, g = ivy.execute_with_gradients(loss, native(actions))
    _, fd_act = fd_return("pendulum", state, actions)
    np.testing.assert_allclose(numpy_of(g), fd_act, rtol=1e-5, atol=1e-6)
