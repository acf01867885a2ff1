from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def epoch_order(key, num_examples):
    key, sub = jax.random.split(key)
    order = jax.random.permutation(sub, num_examples)
    return key, order


key = jax.random.key(0)
data = jnp.arange(10.0) * 3
for epoch in range(2):
    key, order = epoch_order(key, data.shape[0])
    print(epoch, data[order][:3])
