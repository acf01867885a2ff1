import functools

import jax
import jax.numpy as jnp


class Compiled:
    def __init__(self, batch_axes=None, **jit_kwargs):
        self.batch_axes = batch_axes
        self.jit_kwargs = jit_kwargs

    def __call__(self, fn):
        if self.batch_axes is not None:
            fn = jax.vmap(fn, in_axes=self.batch_axes)
        return functools.wraps(fn)(jax.jit(fn, **self.jit_kwargs))


def batched(in_axes=0, **kw):
    return functools.partial(jax.vmap, in_axes=in_axes, **kw)


@Compiled(static_argnames=("order",))
def finite_difference(u, dx, order=2):
    if order == 1:
        return (u[1:] - u[:-1]) / dx
    coeffs = {2: [-0.5, 0.0, 0.5], 4: [1 / 12, -2 / 3, 0.0, 2 / 3, -1 / 12]}[order]
    width = len(coeffs)
    return sum(c * u[i : u.shape[0] - width + 1 + i] for i, c in enumerate(coeffs)) / dx


@Compiled(batch_axes=(0, None))
def heat_step(u, nu):
    lap = jnp.zeros_like(u).at[1:-1].set(u[2:] - 2 * u[1:-1] + u[:-2])
    return u + nu * lap


@batched(in_axes=(0, None), out_axes=1)
def shift(u, k):
    return jnp.roll(u, k)


xs = jnp.linspace(0.0, 1.0, 33)
u = jnp.sin(2 * jnp.pi * xs)
for order in (1, 2, 4):
    print(order, finite_difference(u, xs[1] - xs[0], order=order).shape)
batch = jnp.stack([u, u ** 2, jnp.cos(xs)])
print(heat_step(batch, 0.2).shape, shift(batch, 3).shape)
