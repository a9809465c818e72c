"""Input checks shared by ivy_gym's pure step functions and environment objects.

Every public function validates its inputs once, at the edge, and raises
:class:`ivy.IvyValueError` (or :class:`ivy.IvyDtypeError`) naming the function, the argument and
the expected shape. The checks read only shapes and dtypes (no values), so they cost nothing
inside ``jax.jit`` / ``tf.function`` / ``torch.compile`` traces.
"""

import ivy


def _shape_of(x, fname, argname, size):
    shape = getattr(x, "shape", None)
    if shape is None:
        raise ivy.IvyValueError(f"ivy_gym.{fname}: expected {argname} to be an array of shape "
                                f"[..., {size}], got a {type(x).__name__}")
    return tuple(shape)


def check_trailing(x, size, fname, argname):
    """Raise IvyValueError unless ``x`` is an array of shape ``[..., size]``; return its shape."""
    shape = _shape_of(x, fname, argname, size)
    if len(shape) == 0 or (shape[-1] is not None and shape[-1] != size):
        raise ivy.IvyValueError(f"ivy_gym.{fname}: expected {argname} of shape [..., {size}], "
                                f"got shape {shape}")
    return shape


def check_floating(x, fname, argname):
    """Raise IvyDtypeError unless ``x`` has a real floating dtype."""
    if not ivy.isdtype(x.dtype, "real floating"):
        raise ivy.IvyDtypeError(f"ivy_gym.{fname}: expected {argname} with a floating dtype "
                                f"(float32 or float64), got {ivy.as_ivy_dtype(x.dtype)}")


def check_step(state, action, state_size, action_size, fname):
    """Check ``state [..., state_size]`` and ``action [..., action_size]`` with the same batch
    shape; returns ``action`` in ``state``'s dtype (integer or other-precision actions are
    cast)."""
    s = check_trailing(state, state_size, fname, "state")
    a = check_trailing(action, action_size, fname, "action")
    check_floating(state, fname, "state")
    if len(s) != len(a) or any(i is not None and j is not None and i != j
                               for i, j in zip(s[:-1], a[:-1])):
        raise ivy.IvyValueError(
            f"ivy_gym.{fname}: state and action must have the same batch shape, got state "
            f"{s} (batch {s[:-1]}) and action {a} (batch {a[:-1]})")
    if action.dtype != state.dtype:
        action = ivy.astype(action, state.dtype)
    return action


def check_state(state, state_size, fname):
    """Check a floating ``state [..., state_size]``."""
    check_trailing(state, state_size, fname, "state")
    check_floating(state, fname, "state")


def check_noise(noise, size, fname):
    """Check a floating ``noise [..., size]`` (uniform samples in [-1, 1])."""
    check_trailing(noise, size, fname, "noise")
    check_floating(noise, fname, "noise")


def unit_action(action):
    """Actions clipped to [-1, 1] (gradient 1 inside, 0 outside)."""
    return ivy.clip(action, -1.0, 1.0)


def check_discrete_step(state, action, state_size, fname):
    """Check ``state [..., state_size]`` (floating) and an integer ``action [...]`` with the
    state's batch shape (gymnasium's ``Discrete`` actions, one integer per environment)."""
    s = check_trailing(state, state_size, fname, "state")
    check_floating(state, fname, "state")
    a = getattr(action, "shape", None)
    if a is None:
        raise ivy.IvyValueError(f"ivy_gym.{fname}: expected action to be an integer array of "
                                f"shape {s[:-1]}, got a {type(action).__name__}")
    a = tuple(a)
    if not ivy.isdtype(action.dtype, "integral"):
        raise ivy.IvyDtypeError(f"ivy_gym.{fname}: expected integer actions (gymnasium's "
                                f"Discrete), got {ivy.as_ivy_dtype(action.dtype)}")
    if len(a) != len(s) - 1 or any(i is not None and j is not None and i != j
                                   for i, j in zip(s[:-1], a)):
        raise ivy.IvyValueError(f"ivy_gym.{fname}: expected action of shape {s[:-1]} (the "
                                f"state's batch shape, no trailing dimension), got {a}")
