import jax
import jax.numpy as jnp
import numpy as np

NAMES = ("lengthscale", "variance", "noise")


def inverse_softplus(y):
    return float(np.log(np.expm1(y)))


def init_raw(cfg):
    values = {
        "lengthscale": cfg.init_lengthscale,
        "variance": cfg.init_variance,
        "noise": cfg.init_noise,
    }
    return {k: jnp.array(inverse_softplus(v), dtype=jnp.float32) for k, v in values.items()}


def constrain(raw):
    return {k: jax.nn.softplus(raw[k]) for k in NAMES}


def describe(raw):
    hp = constrain(raw)
    return ", ".join(f"{k}={float(hp[k]):.3f}" for k in NAMES)
