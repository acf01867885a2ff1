import jax.numpy as jnp

from . import flows


def nll_loss(params, x):
    z, logdet, layer_logdet = flows.forward(params, x)
    base_lp = flows.base_log_prob(z)
    loss = -jnp.mean(base_lp + logdet)
    return loss, {"base_lp": jnp.mean(base_lp), "layer_logdet": layer_logdet}
