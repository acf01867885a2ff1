"""`jnp.sqrt` computes on tracers: the norm layer runs under `model.init` and under the
jitted step alike."""

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
from flax.training import train_state


class RMSNorm(nn.Module):
    def __call__(self, x):
        return x / jnp.sqrt((x * x).mean(-1, keepdims=True) + 1e-6)


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
