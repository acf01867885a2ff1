import jax
import jax.numpy as jnp

from . import ensemble, stats


def spread(params, x, temperature):
    preds = jax.jit(ensemble.predict_all, static_argnums=2)(params, x, temperature)
    return stats.host_quantiles(jnp.std(preds, axis=0))


def mse(params, x, y, temperature):
    return float(jnp.mean((ensemble.predict_mean(params, x, temperature) - y) ** 2))
