"""Rollouts of the pure step functions: open-loop (a sequence of actions) and closed-loop (a
policy). Plain Python loops over Ivy calls, so a compiler (``ivy.compile``: ``jax.jit``,
``tf.function``, ``torch.compile``) unrolls and compiles a whole rollout, and autodiff
differentiates the return through every step."""

import ivy


def rollout(step, state, actions):
    """Step ``state`` through ``actions`` (open loop).

    Args:
        step: a pure step function, e.g. ``ivy_gym.pendulum_step``.
        state: ``[..., S]`` initial states.
        actions: ``[T, ..., A]`` actions, one row per step.

    Returns:
        ``(state, rewards)``: the final states ``[..., S]`` and the rewards ``[T, ...]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, r = ivy_gym.rollout(ivy_gym.pendulum_step, np.zeros((2, 2)), np.zeros((5, 2, 1)))
        >>> s.shape, r.shape
        ((2, 2), (5, 2))
    """
    shape = getattr(actions, "shape", None)
    if shape is None or len(shape) < 2:
        raise ivy.IvyValueError(f"ivy_gym.rollout: expected actions of shape [T, ..., A], got "
                                f"{shape if shape is not None else type(actions).__name__}")
    rewards = []
    for t in range(shape[0]):
        state, _, reward, _ = step(state, actions[t])
        rewards.append(reward)
    return state, ivy.stack(rewards)


def policy_rollout(step, observation, state, policy, horizon):
    """Run ``policy`` in closed loop for ``horizon`` steps.

    Args:
        step: a pure step function, e.g. ``ivy_gym.cartpole_step``.
        observation: the matching observation function (``ivy_gym.cartpole_observation``).
        state: ``[..., S]`` initial states.
        policy: a function of observations ``[..., O]`` returning actions ``[..., A]`` (an
            ``ivy.Module``, or ``lambda obs: module(obs, v=v)`` for a pure function of ``v``).
        horizon: the number of steps (an int >= 1).

    Returns:
        ``(state, rewards)``: the final states ``[..., S]`` and the rewards ``[horizon, ...]``.

    Example:
        >>> import ivy, ivy_gym, numpy as np
        >>> policy = lambda obs: -ivy.tanh(obs[..., 2:3])  # push against theta_dot
        >>> s, r = ivy_gym.policy_rollout(ivy_gym.pendulum_step, ivy_gym.pendulum_observation,
        ...                               np.zeros((4, 2)), policy, 10)
        >>> r.shape
        (10, 4)
    """
    if isinstance(horizon, bool) or not isinstance(horizon, int) or horizon < 1:
        raise ivy.IvyValueError(f"ivy_gym.policy_rollout: horizon must be an int >= 1, got "
                                f"{horizon!r}")
    obs = observation(state)
    rewards = []
    for _ in range(horizon):
        state, obs, reward, _ = step(state, policy(obs))
        rewards.append(reward)
    return state, ivy.stack(rewards)
