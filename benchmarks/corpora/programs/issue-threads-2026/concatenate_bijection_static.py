"""Concatenate of affine bijections; split points are static Python ints."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Affine(eqx.Module):
    loc: jax.Array
    log_scale: jax.Array

    def transform(self, x):
        return x * jnp.exp(self.log_scale) + self.loc


class Concatenate(eqx.Module):
    bijections: tuple
    split_idxs: tuple = eqx.field(static=True)

    def __init__(self, bijections, sizes):
        self.bijections = tuple(bijections)
        self.split_idxs = tuple(int(i) for i in np.cumsum(sizes[:-1]))

    def transform(self, x):
        if x.shape[-1] != sum(b.loc.shape[0] for b in self.bijections):
            raise ValueError("input dimension does not match bijections")
        parts = jnp.split(x, self.split_idxs)
        outs = [b.transform(p) for b, p in zip(self.bijections, parts)]
        return jnp.concatenate(outs)


@eqx.filter_jit
def transform_batch(bijection, xs):
    return jax.vmap(bijection.transform)(xs)


sizes = [2, 3]
bij = Concatenate(
    [Affine(jnp.full(s, 0.5 * i), jnp.zeros(s)) for i, s in enumerate(sizes)],
    sizes,
)
print(transform_batch(bij, jnp.ones((4, 5))))
print(jax.jit(jax.vmap(bij.transform))(jnp.zeros((2, 5))))
