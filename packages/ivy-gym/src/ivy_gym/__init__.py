"""ivy_gym: differentiable, batched control environments written only in Ivy.

Each environment has a pure form (``<name>_initial_state(noise)``, ``<name>_step(state,
action) -> (state, obs, reward, terminated)``, ``<name>_observation(state)``) that compilers take
whole (``jax.jit`` / ``lax.scan``, ``tf.function``, ``torch.compile``), and a thin object form in
gymnasium's shape (``CartPole(num_envs=...)``: ``reset``, ``step``, ``get_state``,
``set_state``, ``render``). ``to_gymnasium`` wraps an object as a ``gymnasium.Env`` or
``gymnasium.vector.VectorEnv``. ``CartPoleV1``, ``PendulumV1``, ``AcrobotV1``, ``MountainCarV0``
and ``MountainCarContinuousV0`` are gymnasium's standard tasks exactly; with gymnasium installed,
``gymnasium.make("ivy_gym/CartPole-v1", backend=...)`` and ``gymnasium.make_vec`` work after
``import ivy_gym`` (``registration.py``: registered lazily, gymnasium is not imported here).
``ivy_gym.functional`` is the pure functional API over every task (gymnax / brax style):
``reset(task, key, params)``, ``step(task, key, state, action, params)`` with the time limit,
auto-reset and physical constants as (batched) data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ivy as _ivy

if getattr(_ivy, "__distribution__", None) != "ivy-core":  # repository README, "Name clashes"
    raise ImportError(
        f"{__name__} needs ivy-core, but 'import ivy' gave {getattr(_ivy, '__file__', None)} (version "
        f"{getattr(_ivy, '__version__', '?')}): another package named 'ivy' (PyPI's 'ivy' is unrelated "
        "to Ivy's ivy-core). Fix: pip uninstall -y ivy ivy-core, then pip install ./packages/ivy-core "
        "from the repository (or --no-index --find-links dist ivy-core). See README.md, 'Name clashes'.")
__distribution__ = "ivy-gym"  # the marker our other libraries check

from . import functional as functional  # the functional API: ivy_gym.functional (a module)
from .acrobot import Acrobot, acrobot_initial_state, acrobot_observation, acrobot_step
from .cartpole import CartPole, cartpole_initial_state, cartpole_observation, cartpole_step
from .env import Env
from .mountain_car import MountainCar, mountain_car_initial_state, mountain_car_observation, mountain_car_step
from .pendulum import Pendulum, pendulum_initial_state, pendulum_observation, pendulum_step
from .reacher import (
    Reacher,
    reacher_energy,
    reacher_fingertip,
    reacher_initial_state,
    reacher_observation,
    reacher_step,
)
from .rendering import render_frame, save_gif
from .rollout import policy_rollout, rollout
from .standard_tasks import (
    AcrobotV1,
    CartPoleV1,
    MountainCarContinuousV0,
    MountainCarV0,
    PendulumV1,
    acrobot_v1_initial_state,
    acrobot_v1_observation,
    acrobot_v1_step,
    cartpole_v1_initial_state,
    cartpole_v1_observation,
    cartpole_v1_step,
    mountain_car_continuous_v0_initial_state,
    mountain_car_continuous_v0_observation,
    mountain_car_continuous_v0_step,
    mountain_car_v0_initial_state,
    mountain_car_v0_observation,
    mountain_car_v0_step,
    pendulum_v1_initial_state,
    pendulum_v1_observation,
    pendulum_v1_step,
)
from .swimmer import Swimmer, swimmer_initial_state, swimmer_links, swimmer_observation, swimmer_step

if TYPE_CHECKING:
    from .gymnasium_wrapper import GymnasiumEnv, GymnasiumVectorEnv


def to_gymnasium(env: Env, *, vector: bool | None = None,
                 render_mode: str | None = None) -> GymnasiumEnv | GymnasiumVectorEnv:
    """Wrap an ivy_gym environment for gymnasium code (needs ``pip install gymnasium``).

    Args:
        env: an ivy_gym environment object (e.g. ``ivy_gym.Pendulum(num_envs=8)``), any backend.
        vector: True: a ``gymnasium.vector.VectorEnv`` (next-step autoreset); False: a
            ``gymnasium.Env`` (``num_envs`` must be 1); None: a VectorEnv when ``num_envs > 1``.
        render_mode: None or ``"rgb_array"`` (frames from ``env.render``).

    Returns:
        The gymnasium environment: NumPy float32 observations, ``Box(-1, 1)`` actions (the
        standard tasks: gymnasium's ``Discrete(n)`` / ``Box`` spaces).

    Example:
        >>> import ivy_gym
        >>> genv = ivy_gym.to_gymnasium(ivy_gym.Pendulum())
        >>> obs, info = genv.reset(seed=0)
        >>> obs.shape, str(obs.dtype)
        ((3,), 'float32')
        >>> obs, reward, terminated, truncated, info = genv.step(genv.action_space.sample())
        >>> type(reward).__name__, terminated
        ('float', False)
    """
    from .gymnasium_wrapper import to_gymnasium as make  # noqa: PLC0415 - gymnasium is optional

    return make(env, vector=vector, render_mode=render_mode)


from .registration import register_lazily as _register_lazily  # noqa: E402

_register_lazily()  # gymnasium ids "ivy_gym/...": no gymnasium import here (registration.py)

__version__ = "0.1.0"
__all__ = [
    "Acrobot", "CartPole", "Env", "MountainCar", "Pendulum", "Reacher", "Swimmer",
    "acrobot_initial_state", "acrobot_observation", "acrobot_step",
    "cartpole_initial_state", "cartpole_observation", "cartpole_step",
    "mountain_car_initial_state", "mountain_car_observation", "mountain_car_step",
    "pendulum_initial_state", "pendulum_observation", "pendulum_step",
    "reacher_energy", "reacher_fingertip", "reacher_initial_state", "reacher_observation",
    "reacher_step",
    "swimmer_initial_state", "swimmer_links", "swimmer_observation", "swimmer_step",
    "policy_rollout", "render_frame", "rollout", "save_gif", "to_gymnasium",
    # gymnasium's standard tasks, exactly
    "AcrobotV1", "CartPoleV1", "MountainCarContinuousV0", "MountainCarV0", "PendulumV1",
    "acrobot_v1_initial_state", "acrobot_v1_observation", "acrobot_v1_step",
    "cartpole_v1_initial_state", "cartpole_v1_observation", "cartpole_v1_step",
    "mountain_car_continuous_v0_initial_state", "mountain_car_continuous_v0_observation",
    "mountain_car_continuous_v0_step",
    "mountain_car_v0_initial_state", "mountain_car_v0_observation", "mountain_car_v0_step",
    "pendulum_v1_initial_state", "pendulum_v1_observation", "pendulum_v1_step",
]
