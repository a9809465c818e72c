"""Shared test helpers: native arrays of the backend under test, the environments' pure
functions by name, and finite differences of a rollout's return (NumPy backend, float64)."""

import os

import ivy
import ivy_gym
import numpy as np

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
BK = ivy.get_backend(BACKEND)  # loads the backend (JAX: 64-bit mode from the nox session)
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
FULL = os.environ.get("IVY_FULL") == "1"

native, numpy_of = ivy.testing.native_converters(BACKEND)


def is_native(x):
    return type(x) in BK.array_types or isinstance(x, BK.array_types)


# name -> (class, step, observation, initial_state)
ENVS = {
    name: (getattr(ivy_gym, cls), getattr(ivy_gym, f"{name}_step"),
           getattr(ivy_gym, f"{name}_observation"), getattr(ivy_gym, f"{name}_initial_state"))
    for name, cls in [("cartpole", "CartPole"), ("pendulum", "Pendulum"),
                      ("mountain_car", "MountainCar"), ("acrobot", "Acrobot"),
                      ("reacher", "Reacher"), ("swimmer", "Swimmer")]
}
NAMES = list(ENVS)


def initial_states(name, batch, seed=0):
    """NumPy float64 initial states ``[batch, S]`` of environment ``name``."""
    cls, _, _, init = ENVS[name]
    noise = np.random.default_rng(seed).uniform(-1.0, 1.0, (batch, cls.noise_size))
    with ivy.use("numpy"):
        return np.asarray(init(noise))


def rollout_return(name, state, actions):
    """The summed reward of open-loop rollouts (any backend): ``[...]``."""
    _, step, _, _ = ENVS[name]
    _, rewards = ivy_gym.rollout(step, state, actions)
    return ivy.sum(rewards, axis=0)


def finite_difference_return(name, state, actions, h=1e-6):
    """Central differences of ``sum(rollout_return)`` over ``state`` and ``actions`` (NumPy,
    float64). The batch rows are independent, so component ``j`` of every row is perturbed at
    once and all perturbed batches go through one rollout (a new leading dimension)."""
    t, b, a = actions.shape
    s = state.shape[-1]
    # perturbations of the state: [2 s, b, s]; of the actions: [2 t a, t, b, a]
    es = np.eye(s)[:, None, :] * h
    states = np.concatenate([state + es, state - es])              # [2s, b, S]
    acts = np.broadcast_to(actions[:, None], (t, 2 * s, b, a))
    with ivy.use("numpy"):
        ret_s = np.asarray(rollout_return(name, states, acts))        # [2s, b]
    g_state = ((ret_s[:s] - ret_s[s:]) / (2 * h)).T                   # [b, S]
    ea = np.eye(t * a).reshape(t * a, t, 1, a) * h                    # [ta, t, 1, a]
    pert = np.concatenate([actions[None] + ea, actions[None] - ea])   # [2ta, t, b, a]
    pert = np.moveaxis(pert, 0, 1)                                   # [t, 2ta, b, a]
    states_a = np.broadcast_to(state, (2 * t * a, b, s))
    with ivy.use("numpy"):
        ret_a = np.asarray(rollout_return(name, states_a, pert))      # [2ta, b]
    g_act = ((ret_a[:t * a] - ret_a[t * a:]) / (2 * h))               # [ta, b]
    g_act = g_act.reshape(t, a, b).transpose(0, 2, 1)                 # [t, b, a]
    return g_state, g_act
