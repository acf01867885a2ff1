"""Concatenate of elementwise affine bijections acting on slices of a vector."""
import equinox as eqx
import jax
import jax.numpy as jnp


class Affine(eqx.Module):
    loc: jax.Array
    log_scale: jax.Array

    def transform(self, x):
        return x * jnp.exp(self.log_scale) + self.loc


class Concatenate(eqx.Module):
    bijections: tuple
    split_idxs: jax.Array

    def __init__(self, bijections, sizes):
        self.bijections = tuple(bijections)
        self.split_idxs = jnp.cumsum(jnp.array(sizes[:-1]))

    def transform(self, x):
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
print("single:", bij.transform(jnp.ones(5)))
print(transform_batch(bij, jnp.ones((4, 5))))
