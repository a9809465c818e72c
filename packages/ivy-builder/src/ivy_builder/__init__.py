"""ivy_builder: training pipelines written in Ivy: typed specs, framework-agnostic data loaders,
a Trainer, and checkpoints that are atomic, checksummed and resume bit for bit."""

import ivy as _ivy

if getattr(_ivy, "__distribution__", None) != "ivy-core":  # repository README, "Name clashes"
    raise ImportError(
        f"{__name__} needs ivy-core, but 'import ivy' gave {getattr(_ivy, '__file__', None)} (version "
        f"{getattr(_ivy, '__version__', '?')}): another package named 'ivy' (PyPI's 'ivy' is unrelated "
        "to Ivy's ivy-core). Fix: pip uninstall -y ivy ivy-core, then pip install ./packages/ivy-core "
        "from the repository (or --no-index --find-links dist ivy-core). See README.md, 'Name clashes'.")
__distribution__ = "ivy-builder"  # the marker our other libraries check

from .checkpoint import CheckpointManager, CheckpointWarning, atomic_write, fsync_dir
from .data import (
                   ArraySource,
                   GeneratorLoader,
                   ImageFolderSource,
                   Loader,
                   epoch_permutation,
                   from_arrays,
                   from_image_folder,
                   from_npz,
)
from .distributed import prepare_devices
from .metrics import MetricsLog, plot_curves, read_metrics
from .monitoring import improves
from .optim import Warmup, build_optimizer, build_schedule
from .precision import LossScaler, all_finite, cast_floats, to_float
from .schedules import OneCycle, ReduceOnPlateau, find_plateau
from .spec import (
                   DataSpec,
                   DistributedSpec,
                   NetworkSpec,
                   OptimizerSpec,
                   RunSpec,
                   Spec,
                   SpecError,
                   TrainerSpec,
                   bounded,
                   build_spec,
                   choice,
                   load_spec_file,
                   parse_overrides,
                   save_spec,
)
from .trainer import Callback, Trainer, step_seed

__version__ = "0.1.0"
__all__ = [
    "ArraySource", "Callback", "CheckpointManager", "CheckpointWarning", "DataSpec",
    "DistributedSpec", "GeneratorLoader", "ImageFolderSource", "Loader", "MetricsLog",
    "NetworkSpec", "OptimizerSpec", "RunSpec", "Spec", "SpecError", "Trainer", "TrainerSpec",
    "Warmup", "atomic_write", "bounded", "build_optimizer", "build_schedule", "build_spec",
    "choice", "epoch_permutation", "from_arrays", "from_image_folder", "from_npz", "fsync_dir",
    "load_spec_file", "parse_overrides", "plot_curves", "prepare_devices", "read_metrics",
    "save_spec", "step_seed", "OneCycle", "ReduceOnPlateau", "find_plateau", "LossScaler",
    "all_finite", "cast_floats", "improves", "to_float",
]
