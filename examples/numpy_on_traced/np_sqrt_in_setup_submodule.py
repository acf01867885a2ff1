"""A norm layer made in linen's `setup()` calls `np.sqrt` on its input: `model.init` runs
it eagerly, but under the jitted step the activations are tracers."""

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax  # type: ignore[import-untyped]
from flax.training import train_state


class RMSNorm(nn.Module):
    def __call__(self, x):
        return x / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6)  # E: jax-numpy-on-traced


class Block(nn.Module):
    width: int

    def setup(self):
        self.dense = nn.Dense(self.width)
        self.norm = RMSNorm()

    def __call__(self, x):
        return self.norm(jax.nn.gelu(self.dense(x)))


def loss_fn(params, state, x):
    return (state.apply_fn({"params": params}, x) ** 2).mean()


@jax.jit
def train_step(state, x):
    grads = jax.grad(loss_fn)(state.params, state, x)
    return state.apply_gradients(grads=grads)


model = Block(8)
x = jnp.ones((4, 3))
params = model.init(jax.random.key(0), x)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))
state = train_step(state, x)
