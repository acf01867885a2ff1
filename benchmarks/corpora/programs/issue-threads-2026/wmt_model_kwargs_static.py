"""Initialise a small Flax Linen encoder inside a jitted function."""
import functools

import flax.linen as nn
import jax
import jax.numpy as jnp


class TinyEncoder(nn.Module):
    vocab_size: int
    emb_dim: int
    num_layers: int

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab_size, self.emb_dim)(tokens)
        for _ in range(self.num_layers):
            x = x + nn.Dense(self.emb_dim)(nn.relu(x))
        return nn.Dense(self.vocab_size)(x)


@functools.partial(jax.jit, static_argnums=(1, 2))
def create_model(key, input_shape, model_kwargs):
    model = TinyEncoder(**dict(model_kwargs))
    variables = model.init(key, jnp.ones(input_shape, jnp.int32))
    return variables["params"]


model_kwargs = {"vocab_size": 100, "emb_dim": 16, "num_layers": 2}
params = create_model(jax.random.PRNGKey(0), (2, 8), model_kwargs)
n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
print("parameters:", n_params)
