import equinox as eqx
import jax
import jax.numpy as jnp


class VectorField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, dim, hidden, key):
        self.mlp = eqx.nn.MLP(dim + 1, dim, hidden, depth=2, activation=jnp.tanh, key=key)

    def __call__(self, t, y):
        return self.mlp(jnp.concatenate([y, jnp.atleast_1d(t)]))


def apply_field(params, static, t, y):
    return eqx.combine(params, static)(t, y)


def zeros_like_tree(tree):
    return jax.tree_util.tree_map(jnp.zeros_like, tree)
