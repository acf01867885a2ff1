import jax
import jax.numpy as jnp


def per_example_grads(loss_fn, params, x, y):
    return jax.vmap(jax.grad(loss_fn), in_axes=(None, 0, 0))(params, x, y)


def _global_norms(grads):
    sq = jax.tree_util.tree_map(lambda g: jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1), grads)
    return jnp.sqrt(sum(jax.tree_util.tree_leaves(sq)))


def clip_per_example(grads, max_norm):
    norms = _global_norms(grads)
    scale = jnp.minimum(1.0, max_norm / jnp.maximum(norms, 1e-12))
    clipped = jax.tree_util.tree_map(lambda g: g * scale.reshape((-1,) + (1,) * (g.ndim - 1)), grads)
    return clipped, jnp.mean(norms > max_norm)
