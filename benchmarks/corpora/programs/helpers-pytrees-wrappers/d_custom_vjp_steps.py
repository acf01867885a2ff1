"""Fixed-point iteration with a custom VJP and an iteration count."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def fixed_point(a, num_iters):
    x = jnp.zeros_like(a)
    for _ in range(num_iters):
        x = jnp.cos(x) * a
    return x


def _fwd(a, num_iters):
    x = fixed_point(a, num_iters)
    return x, (a, x)


def _bwd(num_iters, res, g):
    a, x = res
    dfdx = -jnp.sin(x) * a
    dfda = jnp.cos(x)
    return (g * dfda / (1.0 - dfdx),)


fixed_point.defvjp(_fwd, _bwd)


@functools.partial(jax.jit, static_argnums=(1,))
def objective(a, num_iters):
    return jnp.sum(fixed_point(a, num_iters))


if __name__ == "__main__":
    a = jnp.array([0.3, 0.5, 0.7])
    print(objective(a, 20))
    print(jax.grad(objective)(a, 30))
