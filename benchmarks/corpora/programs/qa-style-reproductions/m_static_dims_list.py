"""Sum over a configurable set of axes, axes given as static argument."""
import jax
import jax.numpy as jnp


def reduce_axes(x, dims):
    return x.sum(axis=dims)


x = jnp.ones((2, 3, 4))
fast_reduce = jax.jit(reduce_axes, static_argnames="dims")
print(fast_reduce(x, dims=[0, 2]))
