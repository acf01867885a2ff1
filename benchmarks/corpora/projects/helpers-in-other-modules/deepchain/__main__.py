import jax
import jax.numpy as jnp

from deepchain.model import init
from deepchain.train import update

params = init(jax.random.PRNGKey(0), [3, 8, 8])
x = jax.random.normal(jax.random.PRNGKey(1), (10, 3))
y = jnp.sin(x[:, 0])
for _ in range(5):
    params, value = update(params, x, y)
print(value)
