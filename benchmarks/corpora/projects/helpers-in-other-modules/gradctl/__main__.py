import jax
import jax.numpy as jnp

from gradctl.train import descend, huber_slope

print([float(huber_slope(r)) for r in (-3.0, 0.5, 2.0)])
x = jax.random.normal(jax.random.PRNGKey(0), (16, 2))
y = x @ jnp.array([2.0, -1.0])
print(descend(jnp.zeros(2), x, y))
