"""Convolutional feature extractor with batch statistics."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class ConvNet(nn.Module):
    channels: int = 8

    @nn.compact
    def __call__(self, x, use_running_average):
        x = nn.Conv(self.channels, kernel_size=(3, 3))(x)
        x = nn.BatchNorm(momentum=0.9)(x, use_running_average=use_running_average)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(2)(x)


model = ConvNet()


@jax.jit
def forward(variables, x, use_running_average):
    out, updates = model.apply(variables, x, use_running_average, mutable=["batch_stats"])
    return out, updates["batch_stats"]


x = jax.random.normal(jax.random.key(0), (4, 6, 6, 1))
variables = model.init(jax.random.key(1), x, False)
out, stats = forward(variables, x, False)
variables = {"params": variables["params"], "batch_stats": stats}
print(out.shape, jax.tree_util.tree_map(jnp.shape, stats))
