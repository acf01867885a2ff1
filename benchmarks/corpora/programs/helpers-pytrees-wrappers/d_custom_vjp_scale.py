"""Gradient rescaling layer implemented with a custom VJP."""
import jax
import jax.numpy as jnp


@jax.custom_vjp
def rescale_grad(x, factor):
    return x


def _fwd(x, factor):
    return x, factor


def _bwd(factor, g):
    if factor < 0:
        g = -g
    return g * jnp.abs(factor), jnp.zeros_like(factor)


rescale_grad.defvjp(_fwd, _bwd)


@jax.jit
def loss(w, x, factor):
    h = rescale_grad(x @ w, factor)
    return jnp.sum(jnp.sin(h))


if __name__ == "__main__":
    w = jnp.array([0.5, -1.5, 2.0])
    x = jnp.arange(6.0).reshape(2, 3)
    print(jax.grad(loss)(w, x, jnp.array(-0.5)))
