import jax
import jax.numpy as jnp


def nll(model, x):
    lp = jax.vmap(model.log_prob)(x)
    return -jnp.mean(lp)


def nll_robust(model, x, max_nll=50.0):
    # drop samples whose likelihood blew up (inf / nan) so that one bad
    # batch element does not poison the whole gradient
    lp = jax.vmap(model.log_prob)(x)
    lp = jnp.maximum(lp, -max_nll)
    finite = jnp.isfinite(lp)
    lp = jnp.where(finite, lp, 0.0)
    return -lp.sum() / jnp.maximum(finite.sum(), 1)


LOSSES = {"nll": nll, "nll_robust": nll_robust}
