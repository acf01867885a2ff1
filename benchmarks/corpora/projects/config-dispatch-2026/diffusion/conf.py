"""Experiment config in Hydra's ``_target_`` style."""
PKG = __name__.rpartition(".")[0]

CONFIG = {
    "_target_": f"{PKG}.trainer.Trainer",
    "seed": 0,
    "steps": 300,
    "batch_size": 256,
    "data": {"_target_": f"{PKG}.datasets.two_moons", "n": 2048, "noise": 0.06},
    "schedule": {
        "_target_": f"{PKG}.schedules.CosineSchedule",
        "num_steps": 100,
        "s": 0.008,
    },
    "model": {
        "_target_": f"{PKG}.networks.MLPDenoiser",
        "hidden": 128,
        "depth": 3,
        "time_dim": 16,
    },
    "optimizer": {"_target_": "optax.adam", "learning_rate": 2e-3},
    "sampler": {"_target_": f"{PKG}.objectives.ddim_sample", "_partial_": True,
                "clip_denoised": True},
}
