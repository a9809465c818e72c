"""The pure step functions compile: a 10-step rollout of every environment under
``ivy.compile`` (``jax.jit``, ``tf.function``; NumPy and MXNet run it as it is) equals the eager
rollout; on JAX also ``jax.vmap`` and ``lax.scan`` over the step. ``torch.compile`` (Inductor
takes seconds to minutes per function) compiles the Pendulum rollout, every environment's with
``IVY_FULL=1``."""

import ivy
import ivy_gym
import numpy as np
import pytest
from _helpers import BACKEND, ENVS, FULL, NAMES, initial_states, native, numpy_of

T, B = 10, 2


def _case(name):
    cls = ENVS[name][0]
    actions = np.random.default_rng(0).uniform(-1, 1, (T, B, cls.action_size))
    return initial_states(name, B), actions


@pytest.mark.parametrize("name", NAMES if BACKEND != "torch" or FULL else ["pendulum"])
def test_compiled_rollout_equals_eager(name):
    step = ENVS[name][1]
    state, actions = _case(name)

    def run(s, a):
        return ivy_gym.rollout(step, s, a)

    eager = run(native(state), native(actions))
    compiled = ivy.compile(run)(native(state), native(actions))
    for e, c in zip(eager, compiled):
        np.testing.assert_allclose(numpy_of(c), numpy_of(e), rtol=1e-9, atol=1e-9)


def test_jax_vmap_and_scan():
    if BACKEND != "jax":  # JAX's own transforms; the other backends' compilers are tested above
        return
    import jax

    state, actions = _case("acrobot")

    def body(s, a):
        s, _, r, _ = ivy_gym.acrobot_step(s, a)
        return s, r

    final, rewards = jax.jit(lambda s, a: jax.lax.scan(body, s, a))(native(state), native(actions))
    ref_final, ref_rewards = ivy_gym.rollout(ivy_gym.acrobot_step, native(state), native(actions))
    np.testing.assert_allclose(np.array(final), numpy_of(ref_final), rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(np.array(rewards), numpy_of(ref_rewards), rtol=1e-9, atol=1e-9)
    # vmap over a leading axis of unbatched single environments
    single = jax.vmap(lambda s, a: ivy_gym.acrobot_step(s, a)[0])(native(state), native(actions[0]))
    ref = ivy_gym.acrobot_step(native(state), native(actions[0]))[0]
    np.testing.assert_allclose(np.array(single), numpy_of(ref), rtol=1e-12, atol=1e-12)
