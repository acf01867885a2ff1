"""Per-step statistics and their history."""

import jax
import jax.numpy as jnp
import numpy as np
import optax

from tally import model

HISTORY: dict = {}
SEEN_STEPS: list = []
THRESHOLDS = {"accuracy": 0.5}


def _note_step(step):
    SEEN_STEPS.append(int(step))


def compute(params, grads, x, y, step):
    jax.debug.callback(_note_step, step)
    predictions = model.logits(params, x) > 0
    stats = {
        "accuracy": jnp.mean(predictions == (y > THRESHOLDS["accuracy"])),
        "grad_norm": optax.global_norm(grads),
        "weight_norm": jnp.linalg.norm(params["w"]),
    }
    return stats


def log(stats):
    for name, value in stats.items():
        HISTORY.setdefault(name, []).append(float(value))


def summary():
    if not HISTORY:
        return {}
    return {name: float(np.mean(values)) for name, values in HISTORY.items()}
