from typing import Sequence

import flax.linen as nn
import jax
import jax.numpy as jnp


class ResBlock(nn.Module):
    features: int
    strides: int = 1
    use_projection: bool = False

    @nn.compact
    def __call__(self, x, train: bool):
        y = nn.Conv(self.features, (3, 3), strides=(self.strides, self.strides))(x)
        y = nn.BatchNorm(use_running_average=not train)(y)
        y = nn.relu(y)
        y = nn.Conv(self.features, (3, 3))(y)
        if self.use_projection or x.shape[-1] != self.features:
            x = nn.Conv(self.features, (1, 1), strides=(self.strides, self.strides))(x)
        return nn.relu(x + y)


class ResNet(nn.Module):
    stage_sizes: Sequence[int]
    widths: Sequence[int]
    num_classes: int

    @nn.compact
    def __call__(self, x, train: bool = True):
        for i, (n, w) in enumerate(zip(self.stage_sizes, self.widths)):
            for j in range(n):
                x = ResBlock(w, strides=2 if (j == 0 and i > 0) else 1)(x, train)
        return nn.Dense(self.num_classes)(x.mean(axis=(1, 2)))


model = ResNet(stage_sizes=(1, 1), widths=(8, 16), num_classes=5)
x = jnp.ones((2, 8, 8, 3))
variables = model.init(jax.random.PRNGKey(0), x, train=False)


@jax.jit
def train_forward(variables, x):
    logits, updates = model.apply(variables, x, train=True, mutable=["batch_stats"])
    return logits, {**variables, **updates}


@jax.jit
def eval_forward(variables, x):
    return model.apply(variables, x, train=False)


logits, variables = train_forward(variables, x)
print(logits.shape, eval_forward(variables, x).shape)
print(jax.tree.map(jnp.shape, variables["batch_stats"])["ResBlock_0"]["BatchNorm_0"])
