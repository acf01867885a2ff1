import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
def clipped_log(x, floor):
    if floor is None:
        return jnp.log(x)
    return jnp.log(jnp.maximum(x, floor))


@clipped_log.defjvp
def clipped_log_jvp(floor, primals, tangents):
    (x,), (dx,) = primals, tangents
    y = clipped_log(x, floor)
    if floor is None:
        return y, dx / x
    safe = jnp.maximum(x, floor)
    return y, jnp.where(x > floor, dx / safe, 0.0)


@jax.jit
def entropy(p):
    return -jnp.sum(p * clipped_log(p, 1e-6))


p = jnp.array([0.5, 0.3, 0.2, 0.0])
print(entropy(p))
print(jax.grad(entropy)(p))
print(jax.jacfwd(lambda x: clipped_log(x, None))(jnp.array([1.0, 2.0])))
