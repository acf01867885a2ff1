"""Per-row median computed with numpy on the concrete output of a jitted map."""
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(batch):
    return (batch - batch.mean(axis=1, keepdims=True)) / batch.std(axis=1, keepdims=True)


batch = jnp.arange(12.0).reshape(3, 4) ** 2
out = np.array(standardize(batch))
print(np.median(out, axis=1), np.mean(out))
