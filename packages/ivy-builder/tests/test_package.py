"""ivy_builder imports, composes only ivy (the frameworks' distributed engines and global random
states are ivy-core's: ``ivy.distributed``, ``ivy.global_random_states``), and keeps its public
names."""

from pathlib import Path

import ivy_builder
from ivy.testing import framework_imports

PUBLIC = {
    "Spec", "SpecError", "DataSpec", "NetworkSpec", "OptimizerSpec", "TrainerSpec",
    "DistributedSpec", "RunSpec", "bounded", "choice", "build_spec", "load_spec_file",
    "parse_overrides", "save_spec", "Loader", "ArraySource", "ImageFolderSource",
    "GeneratorLoader", "from_arrays", "from_npz", "from_image_folder", "epoch_permutation",
    "CheckpointManager", "CheckpointWarning", "atomic_write", "fsync_dir", "MetricsLog",
    "read_metrics", "plot_curves", "Warmup", "build_schedule", "build_optimizer", "Trainer",
    "Callback", "step_seed",
}


def test_imports_with_version():
    assert ivy_builder.__version__


def test_modules_import_no_framework():
    src = Path(ivy_builder.__file__).parent
    assert framework_imports(src) == []


def test_public_names():
    assert PUBLIC <= set(ivy_builder.__all__)
    assert all(hasattr(ivy_builder, n) for n in ivy_builder.__all__)
