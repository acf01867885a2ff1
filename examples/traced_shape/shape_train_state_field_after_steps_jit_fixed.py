"""`latent_dim` as a static field (`struct.field(pytree_node=False)`) is metadata, not a
leaf: jit keeps it a Python int, and the noise shape is static."""

from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
from flax import struct
from flax.training import train_state


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        return nn.Dense(6)(z)


class SamplerState(train_state.TrainState):
    latent_dim: int = struct.field(pytree_node=False)


@jax.jit
def train_step(state, z):
    def loss_fn(params):
        return jnp.mean(state.apply_fn({"params": params}, z) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@partial(jax.jit, static_argnames=("num_samples",))
def sample(state, key, num_samples):
    z = jax.random.normal(key, (num_samples, state.latent_dim))
    return state.apply_fn({"params": state.params}, z)


decoder = Decoder()
params = decoder.init(jax.random.PRNGKey(0), jnp.ones((1, 2)))["params"]
state = SamplerState.create(apply_fn=decoder.apply, params=params, tx=optax.sgd(0.1), latent_dim=2)
for _ in range(3):
    state, loss = train_step(state, jnp.ones((4, 2)))
sample(state, jax.random.PRNGKey(1), num_samples=3)
