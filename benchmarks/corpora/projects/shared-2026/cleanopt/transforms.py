import jax
import jax.numpy as jnp
import optax


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(x**2) for x in jax.tree.leaves(tree)))


def scale_by_norm_cap(cap):
    def init_fn(params):
        return optax.EmptyState()

    def update_fn(updates, state, params=None):
        norm = global_norm(updates)
        factor = jnp.minimum(1.0, cap / (norm + 1e-9))
        return jax.tree.map(lambda u: u * factor, updates), state

    return optax.GradientTransformation(init_fn, update_fn)
