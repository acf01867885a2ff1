import json

import jax
import jax.numpy as jnp
import numpy as np


class History:
    def __init__(self):
        self.rows = []

    def add(self, **kw):
        self.rows.append({k: float(v) for k, v in kw.items()})

    def column(self, key):
        return np.array([r[key] for r in self.rows])

    def summary(self):
        if not self.rows:
            return {}
        keys = self.rows[0].keys()
        return {k: {"first": self.rows[0][k], "last": self.rows[-1][k], "min": float(self.column(k).min())} for k in keys}

    def dumps(self):
        return json.dumps(self.summary(), indent=1, sort_keys=True)


def clip_ema(state):
    for s in jax.tree.leaves(state.opt_state, is_leaf=lambda x: hasattr(x, "ema")):
        if hasattr(s, "ema"):
            return float(s.ema)
    return float("nan")


@jax.jit
def recon_error(state, clean, noisy):
    recon = state.apply_fn({"params": state.params}, noisy)
    per_example = jnp.mean((recon - clean) ** 2, axis=-1)
    return jnp.mean(per_example), jnp.max(per_example)


def held_out(state, cfg, key):
    k1, k2 = jax.random.split(key)
    clean = jax.random.normal(k1, (4 * cfg.batch, cfg.dim))
    noisy = clean + cfg.noise * jax.random.normal(k2, clean.shape)
    mean, worst = recon_error(state, clean, noisy)
    return {"heldout_mse": float(mean), "heldout_worst": float(worst)}
