import jax
import jax.numpy as jnp


@jax.jit
def init_weights(seed, scale):
    key = jax.random.key(seed)
    k1, k2 = jax.random.split(key)
    w = jax.random.normal(k1, (3, 2)) * scale
    b = jax.random.uniform(k2, (2,)) * scale
    return w, b


for seed in range(3):
    w, b = init_weights(seed, 0.1)
    print(seed, w.shape, b.shape, float(w.sum()))
