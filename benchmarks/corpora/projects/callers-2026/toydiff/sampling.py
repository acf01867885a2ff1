import jax.numpy as jnp

from . import diffusion, metrics


def summary(apply_fn, params, key, cfg, reference=None):
    xs = diffusion.sample(apply_fn, params, key, cfg)
    out = {
        "mean_radius": float(jnp.mean(jnp.linalg.norm(xs, axis=-1))),
        "spread": float(jnp.std(xs)),
        "radial": metrics.radial_profile(xs),
        "angles": metrics.angle_histogram(xs),
    }
    if reference is not None:
        out["mmd"] = float(metrics.mmd(xs, reference))
    return out
