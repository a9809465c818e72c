"""Manners: importing ivy_gym and using it (an environment reset with and without a seed, steps,
a rendered frame through matplotlib's Agg canvas) leaves the process's global state alone:
matplotlib's backend (the user's, here svg), the logging root's level and handlers, Python's and
NumPy's global random states; and prints nothing on stdout. In a fresh interpreter
(``ivy.testing.global_state_changes``), so that the import is checked too."""

import ivy

CALL = '''
import ivy_gym

env = ivy_gym.Pendulum(num_envs=2)
env.reset(seed=0)
env.reset()
for _ in range(3):
    env.step(np.zeros((2, 1), dtype="float32"))
try:
    env.render(size=(32, 32))
except Exception as e:  # matplotlib missing: the library's clear error, nothing else
    assert "matplotlib" in str(e), e
'''


def test_library_leaves_global_state_alone():
    out = ivy.testing.global_state_changes(CALL)
    assert out == "unchanged\n", out  # (anything before it was printed by the library)
