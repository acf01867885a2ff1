"""Cross-entropy loss computed inside a flax.linen classifier head."""
import jax
import jax.numpy as jnp
import flax.linen as nn


class Head(nn.Module):
    @nn.compact
    def __call__(self, x, labels, num_classes):
        logits = nn.Dense(4)(x)
        targets = jax.nn.one_hot(labels, num_classes)
        return -(targets * jax.nn.log_softmax(logits)).sum(-1).mean()


model = Head()
x = jnp.ones((8, 5))
labels = jnp.arange(8) % 4
params = model.init(jax.random.PRNGKey(0), x, labels, 4)
loss = jax.jit(model.apply)(params, x, labels, 4)
print(loss)
