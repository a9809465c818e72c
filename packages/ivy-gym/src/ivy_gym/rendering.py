"""Rendering: RGB frames drawn with matplotlib's Agg canvas (no display), and a GIF writer.

matplotlib (and Pillow, which it depends on) are imported only when a frame is drawn: install
them with ``pip install "ivy-gym[render]"``. Frames are NumPy ``uint8`` arrays ``[H, W, 3]``
(made through Ivy's NumPy backend).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy.types import Array


def _matplotlib(what):
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
        from matplotlib.figure import Figure  # noqa: PLC0415
    except ImportError as e:
        raise ivy.IvyBackendError(f"ivy_gym.{what} needs matplotlib: pip install "
                                  f"\"ivy-gym[render]\"") from e
    return Figure, FigureCanvasAgg


def render_frame(draw: Callable[[Any, Any], object], values: Any,
                 size: tuple[int, int] = (256, 256)) -> Array:
    """Draw one frame with ``draw(ax, values)`` on a matplotlib Agg canvas.

    Args:
        draw: a function drawing on a matplotlib axes (an environment's ``draw``).
        values: what ``draw`` takes (one environment's state, a list of floats).
        size: ``(width, height)`` of the frame in pixels.

    Returns:
        A NumPy ``uint8`` array ``[height, width, 3]``.

    Example:
        >>> import ivy_gym
        >>> frame = ivy_gym.render_frame(ivy_gym.Pendulum.draw, [0.3, 0.0], size=(64, 48))
        >>> frame.shape, str(frame.dtype)
        ((48, 64, 3), 'uint8')
    """
    Figure, FigureCanvasAgg = _matplotlib("render_frame")
    width, height = size
    fig = Figure(figsize=(width / 100.0, height / 100.0), dpi=100)
    canvas = FigureCanvasAgg(fig)
    ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
    ax.set_axis_off()
    draw(ax, values)
    canvas.draw()
    with ivy.use("numpy"):
        rgba = ivy.asarray(canvas.buffer_rgba())
        return ivy.astype(rgba[..., :3], "uint8")


def save_gif(frames: Sequence[Array], path: str | os.PathLike[str], *,
             fps: float = 25) -> str | os.PathLike[str]:
    """Save RGB frames (``[H, W, 3]`` uint8 arrays, e.g. from ``Env.render``) as a looping GIF.

    Args:
        frames: a non-empty sequence of frames of one size.
        path: the file to write (``.gif``).
        fps: frames per second.

    Returns:
        ``path``.

    Example:
        >>> import ivy_gym, tempfile, os
        >>> env = ivy_gym.Pendulum()
        >>> _ = env.reset(seed=0)
        >>> path = os.path.join(tempfile.mkdtemp(), "pendulum.gif")
        >>> ivy_gym.save_gif([env.render(size=(48, 48))] * 2, path) == path
        True
    """
    if not frames:
        raise ivy.IvyValueError("ivy_gym.save_gif: frames is empty")
    try:
        from PIL import Image  # noqa: PLC0415
    except ImportError as e:
        raise ivy.IvyBackendError("ivy_gym.save_gif needs Pillow: pip install "
                                  "\"ivy-gym[render]\"") from e
    images = [Image.fromarray(ivy.to_numpy(f)) for f in frames]
    images[0].save(path, save_all=True, append_images=images[1:], loop=0,
                   duration=max(1, int(round(1000.0 / fps))))
    return path
