"""Flax classifier head with the number of classes as a module field."""
import jax
import jax.numpy as jnp
import flax.linen as nn


class Head(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x, labels):
        logits = nn.Dense(self.num_classes)(x)
        targets = jax.nn.one_hot(labels, self.num_classes)
        return -(targets * jax.nn.log_softmax(logits)).sum(-1).mean()


model = Head(num_classes=4)
x = jnp.ones((8, 5))
labels = jnp.arange(8) % 4
params = model.init(jax.random.PRNGKey(0), x, labels)
print(jax.jit(model.apply)(params, x, labels))
