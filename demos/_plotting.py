"""What the planning demos (drone_motion_planning.py, manipulator_planning.py) share besides the
planning itself: the per-backend table, the figures and the drone's animation. Headless
(matplotlib's Agg); NumPy results in, files out. Not part of any library: plain matplotlib.
"""

import math

VIEWS = {"top": (0, 1), "side": (0, 2)}  # axes of the top-down (x, y) and side (x, z) views
STATUS = {True: "SUCCESS", False: "FAILED"}


def run_backends(backends, plan, columns, unsupported):
    """Call ``plan(backend)`` on each backend and print a row per backend; returns (results, ok).

    ``columns`` maps a header to the format of its value (``"{iterations}"``, keys of the result
    dict); ``unsupported`` is the exception that a backend without autodiff raises (its message
    is printed in the row; the run then counts as failed)."""
    print(f"{'backend':<11} {'mode':<9} " + " ".join(columns) + "  result")
    results, ok = [], True
    for b in backends:
        try:
            r = plan(b)
        except unsupported as e:  # NumPy: no autodiff, Ivy says so
            print(f"{b:<11} {e}")
            ok = False
            continue
        results.append(r)
        cells = " ".join(f"{fmt.format(**r):>{len(h)}}" for h, fmt in columns.items())
        print(f"{b:<11} {'compiled' if r['compiled'] else 'eager':<9} {cells}  "
              f"{STATUS[r['success']]}", flush=True)
    return results, ok and bool(results) and all(r["success"] for r in results)


def pyplot():
    """``matplotlib.pyplot`` on the headless Agg backend (imported only when a figure is made)."""
    import matplotlib  # noqa: PLC0415 - only for the figures

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    return plt


def cuboid_outline(centre, yaw, dims, view):
    """Corners of a cuboid turned by ``yaw`` about z: its footprint in the top view, the box
    spanning its x extent and height in the side view."""
    c, s = math.cos(yaw), math.sin(yaw)
    half = [(sx * dims[0] / 2, sy * dims[1] / 2) for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    top = [(centre[0] + c * dx - s * dy, centre[1] + s * dx + c * dy) for dx, dy in half]
    if view == "top":
        return top
    x0, x1 = min(p[0] for p in top), max(p[0] for p in top)
    z0, z1 = centre[2] - dims[2] / 2, centre[2] + dims[2] / 2
    return [(x0, z0), (x1, z0), (x1, z1), (x0, z1)]


def draw_scene(ax, cuboids, view, labels=True):
    """The cuboids ``{name: (centre, yaw, dims)}`` in ``view`` ("top" or "side")."""
    plt = pyplot()
    for name, (centre, yaw, dims) in cuboids.items():
        ax.add_patch(plt.Polygon(cuboid_outline(centre, yaw, dims, view), color="tab:brown",
                                 alpha=0.35))
        if labels and view == "top":
            ax.annotate(name, centre[:2], ha="center", fontsize=7)
    ax.set_aspect("equal")
    ax.set_xlabel("x (m)")
    ax.set_ylabel("y (m)" if view == "top" else "z (m)")


def save(fig, path):
    """Write ``fig`` to ``path`` (its folder made) and close it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    pyplot().close(fig)


def drone_figure(results, cuboids, path):
    """Top-down and side views of the scene, the first result's initial path (red where it
    collides), each backend's final path and the drone's corners along the first one.
    ``results``: the drone demo's result dicts (``initial``/``final`` body points [Q, 5, 3],
    ``initial_sdf`` [Q])."""
    plt = pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(13, 4.5), width_ratios=(1.6, 1))
    first = results[0]
    init, hit = first["initial"][:, 0], first["initial_sdf"] < 0
    for ax, view in zip(axes, VIEWS):
        i, j = VIEWS[view]
        draw_scene(ax, cuboids, view)
        ax.plot(init[:, i], init[:, j], color="grey", lw=1, label="initial path")
        ax.scatter(init[hit, i], init[hit, j], color="red", s=8, label="initial path: colliding")
        for r in results:
            ax.plot(r["final"][:, 0, i], r["final"][:, 0, j], lw=1.5,
                    label=f"final path ({r['backend']})")
        for k in range(1, first["final"].shape[1]):  # the drone's corners along the first path
            ax.plot(first["final"][:, k, i], first["final"][:, k, j], color="k", lw=0.3)
    axes[0].set_title("Drone motion planning with Ivy: top-down")
    axes[1].set_title("side view")
    axes[0].legend(fontsize=7, loc="lower right")
    save(fig, path)


def arm_figure(results, cuboids, path):
    """Top-down and side views of the arm (points along its links [Q, links, points, 3]) at
    every third configuration of the first result's initial (red) and final (blue) paths."""
    plt = pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(12, 5))
    r = results[0]
    for ax, view in zip(axes, VIEWS):
        i, j = VIEWS[view]
        draw_scene(ax, cuboids, view, labels=False)
        for k in range(0, r["final"].shape[0], 3):
            for pts, colour in ((r["initial"], "red"), (r["final"], "tab:blue")):
                arm = pts[k].reshape(-1, 3)
                ax.plot(arm[:, i], arm[:, j], color=colour, lw=0.6, alpha=0.6)
        ax.plot(r["final"][:, -1, -1, i], r["final"][:, -1, -1, j], "k-", lw=1.5,
                label="end effector (final)")
        ax.set_title(f"Panda planning with Ivy ({r['backend']}): {view}; red initial, blue final",
                     fontsize=9)
    axes[0].legend(fontsize=7)
    save(fig, path)


def drone_animation(result, cuboids, path, fps=20):
    """A GIF of the drone (centre and four corners, ``result["final"]`` [Q, 5, 3]) flying along
    its final path, top-down and side by side (matplotlib's pillow writer)."""
    plt = pyplot()
    from matplotlib.animation import FuncAnimation, PillowWriter  # noqa: PLC0415

    body = result["final"]
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.6), width_ratios=(1.6, 1))
    drawn = []
    for ax, view in zip(axes, VIEWS):
        i, j = VIEWS[view]
        draw_scene(ax, cuboids, view)
        ax.plot(body[:, 0, i], body[:, 0, j], color="tab:blue", lw=1, alpha=0.5)
        arms = [ax.plot([], [], color="k", lw=2)[0] for _ in range(2)]  # corner to corner
        rotors = ax.plot([], [], "o", color="tab:red", ms=4)[0]
        drawn.append((i, j, arms, rotors))
    axes[0].set_title(f"the planned path ({result['backend']})")

    def frame(q):
        for i, j, arms, rotors in drawn:
            for arm, (a, b) in zip(arms, ((1, 4), (2, 3))):  # the diagonals cross at the centre
                arm.set_data(body[q, [a, b], i], body[q, [a, b], j])
            rotors.set_data(body[q, 1:, i], body[q, 1:, j])
        return [a for d in drawn for a in (*d[2], d[3])]

    anim = FuncAnimation(fig, frame, frames=body.shape[0], blit=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    anim.save(path, writer=PillowWriter(fps=fps), dpi=80)
    plt.close(fig)
