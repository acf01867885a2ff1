from typing import Sequence

import flax.linen as nn
import jax
import jax.numpy as jnp


class RankMLP(nn.Module):
    features: Sequence[int]

    @nn.compact
    def __call__(self, x, train: bool = False):
        for i, width in enumerate(self.features):
            x = nn.Dense(width)(x)
            if i < len(self.features) - 1:
                x = nn.relu(x)
        if not train:
            order = jnp.argsort(x[:, 0])
            x = jnp.take(x, order, axis=0)
        return jnp.cumsum(x, axis=0)


model = RankMLP(features=(8, 4, 2))
x = jax.random.normal(jax.random.PRNGKey(0), (5, 3))
variables = model.init(jax.random.PRNGKey(1), x)
apply_eval = jax.jit(model.apply, static_argnames="train")
print(apply_eval(variables, x).shape)
print(apply_eval(variables, x, train=True)[-1])
n_params = sum(p.size for p in jax.tree_util.tree_leaves(variables))
print("params:", n_params)
