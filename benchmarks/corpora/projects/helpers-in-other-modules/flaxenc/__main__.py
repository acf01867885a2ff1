import jax
import jax.numpy as jnp

from flaxenc.encoder import Encoder
from flaxenc.train import make_step

model = Encoder(dim=8)
x = jax.random.normal(jax.random.PRNGKey(0), (6, 5))
mask = jnp.array([1.0, 1.0, 1.0, 1.0, 0.0, 0.0])
params = model.init(jax.random.PRNGKey(1), x, mask)
step = make_step(model)
target = jnp.ones(8)
for _ in range(3):
    params, value = step(params, x, mask, target)
print(value)
