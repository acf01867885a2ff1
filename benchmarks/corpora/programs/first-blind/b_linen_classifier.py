"""A flax.linen classifier with a train/eval switch."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Classifier(nn.Module):
    hidden: int
    n_classes: int
    dropout_rate: float = 0.1

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        if train:
            x = nn.Dropout(self.dropout_rate, deterministic=False)(x)
        return nn.Dense(self.n_classes)(x)


model = Classifier(hidden=32, n_classes=4)
x = jnp.ones((5, 10))
variables = model.init(jax.random.PRNGKey(0), x)


@jax.jit
def eval_logits(variables, x):
    return model.apply(variables, x)


@jax.jit
def train_logits(variables, x, key):
    return model.apply(variables, x, train=True, rngs={"dropout": key})


print(eval_logits(variables, x).shape)
print(train_logits(variables, x, jax.random.PRNGKey(1)).shape)
