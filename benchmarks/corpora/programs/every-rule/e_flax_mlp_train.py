"""Training a flax linen MLP with a hand-written SGD-momentum update."""
from typing import Sequence

import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    features: Sequence[int]
    use_bias: bool = True

    @nn.compact
    def __call__(self, x):
        for i, f in enumerate(self.features):
            x = nn.Dense(f, use_bias=self.use_bias)(x)
            if i < len(self.features) - 1:
                x = nn.relu(x)
        return x


model = MLP(features=(16, 1))
x = jax.random.normal(jax.random.PRNGKey(0), (32, 3))
y = jnp.sin(x.sum(axis=1, keepdims=True))
params = model.init(jax.random.PRNGKey(1), x)
velocity = jax.tree_util.tree_map(jnp.zeros_like, params)


@jax.jit
def train_step(params, velocity, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    velocity = jax.tree_util.tree_map(lambda v, g: 0.9 * v + g, velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - 0.05 * v, params, velocity)
    return params, velocity, loss


history = []
for epoch in range(30):
    params, velocity, loss = train_step(params, velocity, x, y)
    history.append(float(loss))
    if loss.item() < 1e-3:
        break
print(history[0], history[-1])
