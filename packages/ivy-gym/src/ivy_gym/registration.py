"""ivy_gym's environments in gymnasium's registry (ids ``ivy_gym/...``), registered lazily.

``import ivy_gym`` does not import gymnasium (an optional dependency, and a slow import). If
gymnasium is already imported, the ids are registered at once; if it is installed but not yet
imported, a one-shot import hook registers them right after ``import gymnasium`` finishes;
if it is not installed, nothing happens. Either way ``gymnasium.make("ivy_gym/CartPole-v1",
backend="jax")`` works after ``import ivy_gym``.

* ``gymnasium.make(id, backend=None, dtype="float32")``: a ``gymnasium.Env`` over one
  environment (``ivy_gym.to_gymnasium``); gymnasium's ``TimeLimit`` wrapper (the spec's
  ``max_episode_steps``) truncates.
* ``gymnasium.make_vec(id, num_envs, backend=None, dtype="float32")``: the batched
  ``gymnasium.vector.VectorEnv`` (the spec's ``vector_entry_point``; next-step autoreset), all
  environments stepped as one batch of the backend.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys
from typing import Any

# id -> (class name in ivy_gym, max_episode_steps)
ENV_IDS = {
    # gymnasium's standard tasks, exactly (dynamics, reward, termination, time limit)
    "ivy_gym/CartPole-v1": ("CartPoleV1", 500),
    "ivy_gym/Pendulum-v1": ("PendulumV1", 200),
    "ivy_gym/Acrobot-v1": ("AcrobotV1", 500),
    "ivy_gym/MountainCar-v0": ("MountainCarV0", 200),
    "ivy_gym/MountainCarContinuous-v0": ("MountainCarContinuousV0", 999),
    # the differentiable variants (dense rewards, actions in [-1, 1])
    "ivy_gym/CartPoleSwingupDiff-v0": ("CartPole", 500),
    "ivy_gym/PendulumDiff-v0": ("Pendulum", 200),
    "ivy_gym/AcrobotDiff-v0": ("Acrobot", 500),
    "ivy_gym/MountainCarDiff-v0": ("MountainCar", 999),
    "ivy_gym/ReacherDiff-v0": ("Reacher", 50),
    "ivy_gym/SwimmerDiff-v0": ("Swimmer", 1000),
}
_UNLIMITED = 2**62  # the inner object's own limit under gymnasium's TimeLimit


def make_env(env_class: str, backend: str | None = None, dtype: str = "float32",
             render_mode: str | None = None, **kwargs: Any) -> Any:
    """gymnasium's entry point: one environment as a ``gymnasium.Env`` (gymnasium's
    ``TimeLimit`` wrapper, added by ``gymnasium.make``, truncates)."""
    import ivy_gym  # noqa: PLC0415 - the package imports this module

    env = getattr(ivy_gym, env_class)(1, backend=backend, dtype=dtype,
                                      max_episode_steps=_UNLIMITED, **kwargs)
    return ivy_gym.to_gymnasium(env, vector=False, render_mode=render_mode)


def make_vector_env(env_class: str, num_envs: int = 1, backend: str | None = None,
                    dtype: str = "float32", max_episode_steps: int | None = None,
                    render_mode: str | None = None, **kwargs: Any) -> Any:
    """gymnasium's vector entry point: ``num_envs`` environments as one batched
    ``gymnasium.vector.VectorEnv`` that truncates at ``max_episode_steps``."""
    import ivy_gym  # noqa: PLC0415 - the package imports this module

    env = getattr(ivy_gym, env_class)(num_envs, backend=backend, dtype=dtype,
                                      max_episode_steps=max_episode_steps, **kwargs)
    return ivy_gym.to_gymnasium(env, vector=True, render_mode=render_mode)


def register_envs() -> None:
    """Register the ids of ``ENV_IDS`` with gymnasium (imports it; ids already registered are
    left as they are)."""
    import gymnasium  # noqa: PLC0415 - optional dependency

    for env_id, (cls, steps) in ENV_IDS.items():
        if env_id in gymnasium.registry:
            continue
        gymnasium.register(id=env_id, entry_point=f"{__name__}:make_env",
                           vector_entry_point=f"{__name__}:make_vector_env",
                           max_episode_steps=steps, kwargs={"env_class": cls})


class _RegisterAfterImport(importlib.abc.MetaPathFinder):
    """One-shot import hook: lets ``import gymnasium`` run, then registers ivy_gym's ids."""

    def find_spec(self, name, path=None, target=None):  # noqa: ARG002 - finder protocol
        if name != "gymnasium":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)  # the other finders
        loader = getattr(spec, "loader", None)
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        exec_module = loader.exec_module

        def exec_then_register(module):
            exec_module(module)
            register_envs()

        loader.exec_module = exec_then_register
        return spec


def register_lazily() -> None:
    """Register now if gymnasium is imported, after its import if it is installed, else never."""
    if "gymnasium" in sys.modules:
        register_envs()
    elif importlib.util.find_spec("gymnasium") is not None:
        if not any(isinstance(f, _RegisterAfterImport) for f in sys.meta_path):
            sys.meta_path.insert(0, _RegisterAfterImport())
