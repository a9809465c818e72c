"""ivy_robot: Motion planning: splines, rigid mobile bodies, manipulators, written only in Ivy.
"""

__version__ = "0.1.0"
__all__: list[str] = []
