"""gymnasium adapters for ivy_gym's environments (imported only by ``ivy_gym.to_gymnasium``).

``GymnasiumEnv`` is a ``gymnasium.Env`` over one environment (NumPy float32 observations,
Python float rewards and bool flags, a ``Box(-1, 1)`` action space, or the standard tasks'
``Discrete(n)`` / ``Box`` and bounded observation spaces); ``GymnasiumVectorEnv`` is a
``gymnasium.vector.VectorEnv`` over ``num_envs`` of them, which resets a finished environment on
the following ``step`` (gymnasium's next-step autoreset: that step ignores its action, and
returns the reset observation, reward 0 and not done). Both hold an ivy_gym object of any
backend and convert at the boundary. The vector env's ``step`` is one batched step of every
environment whose finished rows are replaced by new starts (their generators' next numbers,
``Env._noise``): whole-array operations, no per-environment Python.

The NumPy fast path: ``GymnasiumEnv.step`` over a NumPy standard task of one environment
(``CartPoleV1``, ``PendulumV1``, ``AcrobotV1``, ``MountainCarV0``, ``MountainCarContinuousV0``;
the exact classes) runs the task's step on the backend's scalars (``numpy.float32`` /
``numpy.float64``; constants cast to the dtype first, as the batched step's Python constants
are; the same operations in the same order, so the trajectory is the batched step's bit for
bit) instead of 30-300 dispatched operations on ``[1, S]`` arrays, and keeps the inner object's
state, step counter and done flag as its ``step`` would. ``MountainCarContinuousV0``'s step,
whose float32 arithmetic makes NumPy scalars the cost, runs on Python floats with explicit
float32 rounding instead (``_mountain_car_continuous_v0_python``), equally bit for bit.
Anything else (other classes and backends, an action it cannot read, a done environment) takes
the batched step.
"""

from __future__ import annotations

import array
import math
import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import gymnasium
import ivy
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space
from ivy.types import Array

if TYPE_CHECKING:
    from .env import Env

_INF = float("inf")


def _spaces(env):
    high = env.observation_high
    if high is None:
        obs = gymnasium.spaces.Box(-_INF, _INF, shape=(env.obs_size,), dtype="float32")
    else:
        low = [-h for h in high] if env.observation_low is None else env.observation_low
        with ivy.use("numpy"):
            obs = gymnasium.spaces.Box(ivy.asarray(low, dtype="float32"),
                                       ivy.asarray(high, dtype="float32"), dtype="float32")
    if env.num_actions is not None:
        return obs, gymnasium.spaces.Discrete(env.num_actions)
    bound = env.action_bound
    act = gymnasium.spaces.Box(-bound, bound, shape=(env.action_size,), dtype="float32")
    return obs, act


def _actions(env, actions, batched):
    """gymnasium's actions as what ``env.step`` takes (NumPy arrays: any backend converts)."""
    with ivy.use("numpy"):
        if env.num_actions is not None:
            return ivy.reshape(ivy.asarray(actions, dtype="int64"), (env.num_envs,))
        a = ivy.asarray(actions, dtype="float64")
        return a if batched else ivy.reshape(a, (1, env.action_size))


def _numpy(x, dtype="float32"):
    return ivy.to_numpy(x).astype(dtype)


# --- the NumPy fast path of GymnasiumEnv.step ------------------------------------------------
def _cartpole_v1_scalar(s, a, c):
    """``standard_tasks._cartpole_v1_physics`` on one environment's scalars ``s`` (the dtype's
    scalars; ``c``: the constants in that dtype): ``(new_state, obs, reward, terminated)``."""
    x, x_dot, theta, theta_dot = s
    force = c["force"] if a == 1 else c["-force"]
    cos, sin = c["cos"](theta), c["sin"](theta)
    temp = (force + c["pml"] * (theta_dot * theta_dot) * sin) / c["total"]
    theta_acc = (c["g"] * sin - cos * temp) / (
        c["length"] * (c["4/3"] - c["masspole"] * (cos * cos) / c["total"]))
    x_acc = temp - c["pml"] * theta_acc * cos / c["total"]
    tau = c["tau"]
    new = (x + tau * x_dot, x_dot + tau * x_acc, theta + tau * theta_dot,
           theta_dot + tau * theta_acc)
    terminated = bool(abs(new[0]) > c["x_th"] or abs(new[2]) > c["theta_th"])
    return new, new, 1.0, terminated


def _pendulum_v1_scalar(s, a, c):
    """``pendulum._physics_step(..., unit=False)`` with Pendulum-v1's constants on scalars."""
    theta, theta_dot = s
    u = min(max(a, c["-max_torque"]), c["max_torque"])
    angle = (theta + c["pi"]) % c["2pi"] - c["pi"]  # NumPy's scalar % is its remainder
    costs = angle * angle + c["0.1"] * (theta_dot * theta_dot) + c["0.001"] * (u * u)
    new_theta_dot = theta_dot + (c["3g/2l"] * c["sin"](theta) + c["3/ml2"] * u) * c["dt"]
    new_theta_dot = min(max(new_theta_dot, c["-max_speed"]), c["max_speed"])
    new_theta = theta + new_theta_dot * c["dt"]
    obs = (c["cos"](new_theta), c["sin"](new_theta), new_theta_dot)
    return (new_theta, new_theta_dot), obs, float(-costs), False


def _mountain_car_v0_scalar(s, a, c):
    """``standard_tasks.mountain_car_v0_step`` on one environment's scalars."""
    position, velocity = s
    push = c["cast"](a) - c["1"]
    velocity = velocity + (push * c["force"] + c["cos"](c["3"] * position) * c["-gravity"])
    velocity = min(max(velocity, c["-max_speed"]), c["max_speed"])
    position = min(max(position + velocity, c["min_position"]), c["max_position"])
    if position == c["min_position"] and velocity < c["0"]:
        velocity = c["0"]
    terminated = bool(position >= c["goal"] and velocity >= c["0"])
    return (position, velocity), (position, velocity), -1.0, terminated


def _acrobot_v1_derivatives(theta1, theta2, dtheta1, dtheta2, a, c):
    """``standard_tasks._acrobot_derivatives`` on scalars (the same operations, in order)."""
    c2, s2 = c["cos"](theta2), c["sin"](theta2)
    d1 = (c["k_d1a"] + c["m2"] * (c["k_d1b"] + c["k_d1c"] * c2)) + c["i1"] + c["i2"]
    d2 = c["m2"] * (c["k_d2a"] + c["k_d2b"] * c2) + c["i2"]
    phi2 = c["k_phi2"] * c["cos"](theta1 + theta2 - c["pi/2"])
    phi1 = (c["k_phi1a"] * (dtheta2 * dtheta2) * s2
            - c["k_phi1b"] * dtheta2 * dtheta1 * s2
            + c["k_phi1c"] * c["cos"](theta1 - c["pi/2"])
            + phi2)
    ddtheta2 = ((a + d2 / d1 * phi1 - c["k_dd2a"] * (dtheta1 * dtheta1) * s2 - phi2)
                / (c["k_dd2b"] - (d2 * d2) / d1))
    ddtheta1 = -(d2 * ddtheta2 + phi1) / d1
    return (dtheta1, dtheta2, ddtheta1, ddtheta2)


def _acrobot_v1_scalar(s, a, c):
    """``standard_tasks.acrobot_v1_step`` on one environment's scalars."""
    a = c["cast"](a) - c["1"]
    dt, dt2 = c["dt"], c["dt2"]
    k1 = _acrobot_v1_derivatives(*s, a, c)
    k2 = _acrobot_v1_derivatives(*[y + dt2 * d for y, d in zip(s, k1)], a, c)
    k3 = _acrobot_v1_derivatives(*[y + dt2 * d for y, d in zip(s, k2)], a, c)
    k4 = _acrobot_v1_derivatives(*[y + dt * d for y, d in zip(s, k3)], a, c)
    y = [y + c["dt/6"] * (p + c["2"] * q + c["2"] * r + w)
         for y, p, q, r, w in zip(s, k1, k2, k3, k4)]
    t1, t2 = y[0], y[1]
    for _ in range(3):
        t1 = t1 - c["2pi"] if t1 > c["pi"] else t1
        t2 = t2 - c["2pi"] if t2 > c["pi"] else t2
    for _ in range(3):
        t1 = t1 + c["2pi"] if t1 < c["-pi"] else t1
        t2 = t2 + c["2pi"] if t2 < c["-pi"] else t2
    d1 = min(max(y[2], c["-max_vel_1"]), c["max_vel_1"])
    d2 = min(max(y[3], c["-max_vel_2"]), c["max_vel_2"])
    cos1 = c["cos"](t1)
    terminated = bool(-cos1 - c["cos"](t2 + t1) > c["1"])
    obs = (cos1, c["sin"](t1), c["cos"](t2), c["sin"](t2), d1, d2)
    return (t1, t2, d1, d2), obs, (0.0 if terminated else -1.0), terminated


def _fast_constants(st):
    """class name -> (scalar step, discrete, the constants as Python floats)."""
    m1, m2, l1, lc1, lc2, i1, i2 = st._M1, st._M2, st._L1, st._LC1, st._LC2, st._I1, st._I2
    g = st.AC_GRAVITY
    mc = {"-max_speed": -st.MC_MAX_SPEED, "max_speed": st.MC_MAX_SPEED,
          "min_position": st.MC_MIN_POSITION, "max_position": st.MC_MAX_POSITION, "0": 0.0,
          "1": 1.0, "3": 3.0}
    f32 = st._f32
    return {
        "CartPoleV1": (_cartpole_v1_scalar, True, {
            "force": st.CP_FORCE, "-force": -st.CP_FORCE,
            "total": st.CP_MASS_POLE + st.CP_MASS_CART, "pml": st.CP_MASS_POLE * st.CP_LENGTH,
            "g": st.CP_GRAVITY, "length": st.CP_LENGTH, "4/3": 4.0 / 3.0,
            "masspole": st.CP_MASS_POLE, "tau": st.CP_TAU, "x_th": st.CP_X_THRESHOLD,
            "theta_th": st.CP_THETA_THRESHOLD}),
        "PendulumV1": (_pendulum_v1_scalar, False, {
            "max_torque": st.PD_MAX_TORQUE, "-max_torque": -st.PD_MAX_TORQUE,
            "pi": math.pi, "2pi": 2 * math.pi, "0.1": 0.1, "0.001": 0.001,
            "3g/2l": 3 * st.PD_GRAVITY / (2 * st.PD_LENGTH),
            "3/ml2": 3.0 / (st.PD_MASS * st.PD_LENGTH**2), "dt": st.PD_DT,
            "max_speed": st.PD_MAX_SPEED, "-max_speed": -st.PD_MAX_SPEED}),
        "AcrobotV1": (_acrobot_v1_scalar, True, {
            "1": 1.0, "2": 2.0, "dt": st.AC_DT - 0, "dt2": (st.AC_DT - 0) / 2.0,
            "dt/6": (st.AC_DT - 0) / 6.0, "pi": math.pi, "-pi": -math.pi, "2pi": 2 * math.pi,
            "pi/2": math.pi / 2.0, "max_vel_1": st.AC_MAX_VEL_1, "-max_vel_1": -st.AC_MAX_VEL_1,
            "max_vel_2": st.AC_MAX_VEL_2, "-max_vel_2": -st.AC_MAX_VEL_2,
            "k_d1a": m1 * lc1**2, "m2": m2, "k_d1b": l1**2 + lc2**2, "k_d1c": 2 * l1 * lc2,
            "i1": i1, "i2": i2, "k_d2a": lc2**2, "k_d2b": l1 * lc2, "k_phi2": m2 * lc2 * g,
            "k_phi1a": -m2 * l1 * lc2, "k_phi1b": 2 * m2 * l1 * lc2,
            "k_phi1c": (m1 * lc1 + m2 * l1) * g, "k_dd2a": m2 * l1 * lc2,
            "k_dd2b": m2 * lc2**2 + i2}),
        "MountainCarV0": (_mountain_car_v0_scalar, True, {
            **mc, "force": st.MC_FORCE, "-gravity": -st.MC_GRAVITY, "goal": st.MC_GOAL_POSITION}),
        "MountainCarContinuousV0": (None, False, {  # _mountain_car_continuous_v0_python
            **mc, "-1": -1.0, "0.0025": 0.0025, "power": f32(st.MCC_POWER), "0.1": 0.1,
            "100": 100.0, "-max_speed": -f32(st.MC_MAX_SPEED), "max_speed": f32(st.MC_MAX_SPEED),
            "min_position": f32(st.MC_MIN_POSITION), "max_position": f32(st.MC_MAX_POSITION),
            "goal": f32(st.MCC_GOAL_POSITION)}),
    }


def _fast_step(env):
    """``(scalar step, constants, discrete)`` for a NumPy standard task (``CartPoleV1``,
    ``PendulumV1``, ``AcrobotV1``, ``MountainCarV0``, ``MountainCarContinuousV0``: the exact
    classes) of one environment, else None."""
    from . import standard_tasks as st  # noqa: PLC0415 - the package imports this module

    name = type(env).__name__
    if env.backend != "numpy" or env.num_envs != 1 or type(env) is not getattr(st, name, None):
        return None
    table = _fast_constants(st)
    if name not in table:
        return None
    fn, discrete, consts = table[name]
    be = ivy.get_backend("numpy")
    cast = be.zeros((), dtype=env.dtype)[()].dtype.type  # numpy.float32 / numpy.float64
    consts = {k: cast(v) for k, v in consts.items()}
    f32 = be.zeros((), dtype="float32")[()].dtype.type

    def round32(x):  # ``standard_tasks._round32`` of a scalar
        return cast(f32(x))

    # the raw kernels (NumPy's ufuncs, which take scalars), not the dispatchers
    consts.update(cos=be.xp.cos, sin=be.xp.sin, cast=cast, asarray=be.asarray,
                  round32=(lambda x: x) if env.dtype == "float32" else round32,
                  obs=be.zeros((env.obs_size,), dtype="float32"), read=cast, scalar=None)
    if name == "MountainCarContinuousV0":  # its scalar step takes Python floats
        fn = _mountain_car_continuous_v0_python(consts, env.dtype == "float32", f32)
    return fn, consts, discrete


def _mountain_car_continuous_v0_python(c, single, f32):
    """``standard_tasks.mountain_car_continuous_v0_step`` on Python floats, the fastest scalars
    CPython has: the scalar step (the constants of ``c``, NumPy scalars of the dtype, as
    closure locals); ``c`` gains ``read`` / ``scalar`` (an action value of a NumPy array / of
    the dtype as a Python float) and ``state`` (new ``[1, 2]`` state and ``[2]`` float32
    observation arrays of a state tuple, so earlier results stay as they were).

    Assigning to ``b`` (an ``array("f")``) rounds to float32 (C's cast, as NumPy's): where the
    batched step's ``_round32`` does in both dtypes, and in float32 after every operation: a
    float64 product or sum of float32 values rounded to float32 is the float32 operation's
    result (53 >= 2 * 24 + 2 bits: no double-rounding error). The cosine is NumPy's kernel of
    the dtype, on a scalar of the dtype."""
    k = {name: float(v) for name, v in c.items() if isinstance(v, c["cast"])}
    k3, k0025, power, k01 = k["3"], k["0.0025"], k["power"], k["0.1"]
    speed, lo, hi, goal = k["max_speed"], k["min_position"], k["max_position"], k["goal"]
    cos, b = c["cos"], array.array("f", [0.0])
    obs0, state0 = c["obs"], c["asarray"]([[0.0, 0.0]], dtype=c["cast"])

    def step(s, a, c):
        position, velocity = s.tolist()
        force = -1.0 if a < -1.0 else (1.0 if a > 1.0 else a)  # min(max(..)), NaN kept
        b[0] = k3 * position
        slope = float(cos(f32(b[0]))) if single else float(cos(b[0]))
        b[0] = k0025 * slope
        slope = b[0]
        b[0] = force * power
        b[0] = b[0] - slope
        b[0] = velocity + b[0]
        velocity = b[0]
        velocity = speed if velocity > speed else (-speed if velocity < -speed else velocity)
        b[0] = position + velocity
        position = b[0]
        position = hi if position > hi else (lo if position < lo else position)
        if position == lo and velocity < 0.0:
            velocity = 0.0
        terminated = position >= goal and velocity >= 0.0
        if single:  # t * 100 - a^2 * 0.1, each operation in float32
            b[0] = a * a
            b[0] = b[0] * k01
            b[0] = (100.0 if terminated else 0.0) - b[0]
            reward = b[0]
        else:
            reward = (100.0 if terminated else 0.0) - (a * a) * k01
        new = (position, velocity)
        return new, new, reward, terminated

    def read(x):  # an action value (a NumPy scalar of any float dtype) as asarray casts it
        if single:
            b[0] = x
            return b[0]
        return float(x)

    def state(new):
        obs = obs0.copy()
        obs[0], obs[1] = new
        if single:
            return obs[None].copy(), obs
        st = state0.copy()
        st[0, 0], st[0, 1] = new
        return st, obs

    c.update(read=read, scalar=float, state=state)
    return step


class GymnasiumEnv(gymnasium.Env):
    """A single ivy_gym environment as a ``gymnasium.Env`` (see ``ivy_gym.to_gymnasium``)."""

    metadata = {"render_modes": ["rgb_array"], "render_fps": 25}

    def __init__(self, env: Env, render_mode: str | None = None) -> None:
        if env.num_envs != 1:
            raise ivy.IvyValueError(f"ivy_gym.to_gymnasium: a gymnasium.Env holds one "
                                    f"environment, got num_envs={env.num_envs} (use "
                                    f"vector=True for a VectorEnv)")
        if render_mode not in (None, "rgb_array"):
            raise ivy.IvyValueError(f"ivy_gym.to_gymnasium: render_mode must be None or "
                                    f"'rgb_array', got {render_mode!r}")
        self.env, self.render_mode = env, render_mode
        self.observation_space, self.action_space = _spaces(env)
        self._fast = _fast_step(env)

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Array, dict[str, Any]]:
        super().reset(seed=seed)
        obs, info = self.env.reset(seed=seed, options=options)
        return _numpy(obs)[0], info

    def step(self, action: Any) -> tuple[Array, float, bool, bool, dict[str, Any]]:
        if self._fast is not None:
            out = self._step_fast(action)
            if out is not None:
                return out
        a = _actions(self.env, action, batched=False)
        obs, reward, terminated, truncated, info = self.env.step(a)
        return (_numpy(obs)[0], float(ivy.to_numpy(reward)[0]),
                bool(ivy.to_numpy(terminated)[0]), bool(ivy.to_numpy(truncated)[0]), info)

    def _step_fast(self, action):
        """The NumPy fast path (see the module docstring), or None to take the batched step."""
        env, (fn, c, discrete) = self.env, self._fast
        if env._state is None or env._done[0]:
            return None  # the batched step raises the error
        try:
            if discrete:
                if isinstance(action, bool):
                    return None
                a = operator.index(action)
                if not 0 <= a < env.num_actions:
                    return None
            elif (type(action) is type(c["obs"]) and action.shape == (env.action_size,)
                  and action.dtype.kind == "f"):
                a = c["read"](action[0])  # a NumPy array (gymnasium's): as asarray casts
            else:
                a = c["asarray"](action, dtype=env.dtype).reshape(-1)
                if a.shape != (env.action_size,):
                    return None
                a = a[0] if c["scalar"] is None else c["scalar"](a[0])
        except (TypeError, ValueError):
            return None
        new, obs, reward, terminated = fn(env._state[0], a, c)
        if c["scalar"] is not None:  # Python floats; the observation is the state
            env._state, out = c["state"](new)
        else:
            state = env._state.copy()  # a new array: earlier get_state() results stay so
            state[0] = new
            env._state = state
            if obs is new:  # the observation is the state
                out = state[0].astype("float32")
            else:
                out = c["obs"].copy()  # a new float32 array of obs_size
                out[:] = obs
        steps = env._steps  # NumPy counters and flags (Env.__init__)
        steps[0] += 1
        truncated = steps.item() >= env.max_episode_steps
        env._done[0] = terminated or truncated
        return out, reward, terminated, truncated, {}

    def render(self) -> Array | None:
        return None if self.render_mode is None else self.env.render(0)


class GymnasiumVectorEnv(VectorEnv):
    """``num_envs`` ivy_gym environments as a ``gymnasium.vector.VectorEnv`` (next-step
    autoreset; see ``ivy_gym.to_gymnasium``)."""

    metadata = {"render_modes": ["rgb_array"], "render_fps": 25,
                "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, env: Env, render_mode: str | None = None) -> None:
        self.env, self.render_mode, self.num_envs = env, render_mode, env.num_envs
        self.single_observation_space, self.single_action_space = _spaces(env)
        self.observation_space = batch_space(self.single_observation_space, env.num_envs)
        self.action_space = batch_space(self.single_action_space, env.num_envs)
        self._finished = None

    def reset(self, *, seed: int | Sequence[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Array, dict[str, Any]]:
        if seed is not None:
            self._np_random, self._np_random_seed = gymnasium.utils.seeding.np_random(
                seed if isinstance(seed, int) else seed[0])
        obs, info = self.env.reset(seed=seed, options=options)
        with ivy.use("numpy"):  # NumPy bools: masks without per-environment Python loops
            self._finished = ivy.zeros((self.num_envs,), dtype="bool")
        return _numpy(obs), info

    def step(self, actions: Any) -> tuple[Array, Array, Array, Array, dict[str, Any]]:
        finished = self._finished
        if finished is None:
            raise ivy.IvyValueError("ivy_gym GymnasiumVectorEnv.step: call reset() first")
        env = self.env
        restart = bool(finished.any())
        a = _actions(env, actions, batched=True)
        with ivy.use(env.backend):  # every environment steps; the finished ones restart instead
            state, obs, reward, terminated = env.step_fn(env._state,
                                                         env._action(a, type(env).__name__))
            if restart:  # their new start (their generators draw) and its observation
                keep = ivy.asarray(finished[:, None])
                start = env.initial_state_fn(ivy.asarray(env._noise(finished), dtype=env.dtype))
                obs_is_state, state = obs is state, ivy.where(keep, start, state)
                obs = state if obs_is_state else ivy.where(keep, env.observation_fn(start), obs)
            env._state = state
        obs, reward = _numpy(obs), _numpy(reward, "float64")
        # copies: JAX's to_numpy gives read-only views, and the rows of restarted envs change
        terminated = ivy.to_numpy(terminated).copy()
        steps = env._steps + 1
        truncated = steps >= env.max_episode_steps
        if restart:  # a restart's step: reward 0, not done, no step taken yet
            reward[finished], terminated[finished], truncated[finished] = 0.0, False, False
            steps[finished] = 0
        env._steps, self._finished = steps, terminated | truncated
        env._done = self._finished.copy()
        return obs, reward, terminated, truncated, {}

    def render(self) -> tuple[Array, ...] | None:
        if self.render_mode is None:
            return None
        return tuple(self.env.render(i) for i in range(self.num_envs))


def to_gymnasium(env: Env, *, vector: bool | None = None,
                 render_mode: str | None = None) -> GymnasiumEnv | GymnasiumVectorEnv:
    """See ``ivy_gym.to_gymnasium``."""
    if vector is None:
        vector = env.num_envs > 1
    return (GymnasiumVectorEnv if vector else GymnasiumEnv)(env, render_mode)
