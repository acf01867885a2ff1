"""A linen model trained through a TrainState: the jitted step calls state.apply_fn."""

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
from flax.training import train_state


class Pooled(nn.Module):
    @nn.compact
    def __call__(self, x, lengths):
        steps = jnp.arange(lengths.max())  # E: jax-traced-shape
        mask = steps[None, :] < lengths[:, None]
        return nn.Dense(2)(jnp.sum(x * mask[..., None], axis=1))


@jax.jit
def train_step(state, x, lengths):
    def loss_fn(params):
        return jnp.mean(state.apply_fn({"params": params}, x, lengths) ** 2)

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


model = Pooled()
x = jnp.ones((2, 3, 4))
lengths = jnp.array([3, 2])
params = model.init(jax.random.PRNGKey(0), x, jnp.array([3, 3]))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))
train_step(state, x, lengths)
