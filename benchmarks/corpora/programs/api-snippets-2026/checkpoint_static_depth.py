import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def decay_schedule(n):
    return tuple(0.9 ** i for i in range(n))


@functools.partial(jax.checkpoint, static_argnums=(1,))
def deep_block(x, depth):
    for c in decay_schedule(depth):
        x = jnp.sin(x) * c + x
    return x


def energy(x):
    depth = x.shape[0]
    y = deep_block(x, depth)
    return jnp.sum(y ** 2)


x = jnp.array([0.1, 0.2, 0.3])
print(energy(x))
print(jax.jit(jax.grad(energy))(x))
H = jax.hessian(energy)(x)
print(H.shape, jnp.allclose(H, H.T, atol=1e-4))
print(jax.jacfwd(deep_block)(x, 2).shape)
