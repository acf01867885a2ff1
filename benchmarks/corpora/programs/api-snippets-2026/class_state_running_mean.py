import jax
import jax.numpy as jnp


class RunningNormalizer:
    def __init__(self, dim, momentum=0.9):
        self.mean = jnp.zeros(dim)
        self.momentum = momentum
        self.last_batch_mean = None
        self._update = jax.jit(self._update_impl)

    def _update_impl(self, mean, batch):
        batch_mean = batch.mean(axis=0)
        self.last_batch_mean = batch_mean
        return self.momentum * mean + (1 - self.momentum) * batch_mean

    def update(self, batch):
        self.mean = self._update(self.mean, batch)
        return self.mean


norm = RunningNormalizer(3)
key = jax.random.PRNGKey(0)
for i in range(3):
    key, sub = jax.random.split(key)
    norm.update(jax.random.normal(sub, (8, 3)) + 2.0)

print("running mean", norm.mean)
drift = jnp.abs(norm.mean - norm.last_batch_mean)
print("drift", drift)
