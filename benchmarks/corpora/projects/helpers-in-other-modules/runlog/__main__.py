import jax
import jax.numpy as jnp

from runlog import metrics
from runlog.train import step

x = jax.random.normal(jax.random.PRNGKey(0), (20, 3))
y = x @ jnp.array([1.0, -2.0, 0.5])
w = jnp.zeros(3)
for _ in range(4):
    w = step(w, x, y)
print(w, metrics.summary())
