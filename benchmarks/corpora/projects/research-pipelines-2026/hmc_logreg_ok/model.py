import jax
import jax.numpy as jnp


def make_logdensity(data, prior_scale):
    X, y = data["X"], data["y"]

    def logdensity(w):
        logits = X @ w
        loglik = jnp.sum(y * logits - jnp.logaddexp(0.0, logits))
        logprior = -0.5 * jnp.sum((w / prior_scale) ** 2)
        return loglik + logprior

    return logdensity
