"""Log posterior densities closed over host data."""
import jax
import jax.numpy as jnp


def logistic(data, prior_scale):
    X, y = jnp.asarray(data["X"]), jnp.asarray(data["y"])

    def logdensity(w):
        logits = X @ w
        loglik = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
        return loglik - 0.5 * jnp.sum(w**2) / prior_scale**2

    return logdensity


def probit(data, prior_scale):
    X, y = jnp.asarray(data["X"]), jnp.asarray(data["y"])

    def logdensity(w):
        z = X @ w
        loglik = jnp.sum(y * jax.scipy.stats.norm.logcdf(z)
                         + (1 - y) * jax.scipy.stats.norm.logcdf(-z))
        return loglik - 0.5 * jnp.sum(w**2) / prior_scale**2

    return logdensity


MODELS = {"logistic": logistic, "probit": probit}


def build_logdensity(model_cfg, data):
    return MODELS[model_cfg.name](data, model_cfg.prior_scale)
