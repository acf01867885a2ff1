import jax.numpy as jnp


def relational_message(h_src, rel, rel_weights, norm):
    W = jnp.asarray(rel_weights)[rel]
    return norm * (h_src @ W)
