PKG = __package__

NUM_ARMS = 6
CONTEXT_DIM = 5

CONFIG = {
    "env": {
        "_target_": f"{PKG}.envs.LinearGaussianBandit",
        "num_arms": NUM_ARMS,
        "context_dim": CONTEXT_DIM,
        "noise": 0.3,
        "seed": 7,
    },
    "policy": {
        "_target_": f"{PKG}.models.PolicyMLP",
        "hidden": [32, 32],
        "num_actions": NUM_ARMS,
    },
    "optimizer": {
        "_target_": "optax.chain",
        "_args_": [
            {"_target_": "optax.clip_by_global_norm", "max_norm": 1.0},
            {"_target_": "optax.adam", "learning_rate": 3e-2},
        ],
    },
    "trainer": {
        "batch_size": 256,
        "steps": 40,
        "baseline": "mean",
        "entropy_coef": 1e-2,
        "seed": 0,
    },
}
