import functools

import jax
import jax.numpy as jnp


def wrap_jit(*jit_args, **jit_kwargs):
    return lambda f: functools.wraps(f)(jax.jit(f, *jit_args, **jit_kwargs))


@wrap_jit(static_argnames=["axis"])
def normalize(x, axis):
    total = x.sum(axis=axis, keepdims=True)
    return x / jnp.where(total == 0, 1.0, total)


@wrap_jit(static_argnames=["axis", "eps"])
def standardize(x, axis=-1, eps=1e-6):
    mu = x.mean(axis=axis, keepdims=True)
    var = x.var(axis=axis, keepdims=True)
    return (x - mu) / jnp.sqrt(var + eps)


@wrap_jit()
def row_entropy(p):
    p = normalize(p, axis=1)
    return -(p * jnp.log(jnp.clip(p, 1e-12))).sum(axis=1)


counts = jnp.array([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0], [5.0, 5.0, 0.0]])
print(normalize(counts, 0))
print(normalize(counts, axis=1))
print(standardize(counts, axis=0).round(3))
print(row_entropy(counts))
print(normalize.__name__, standardize.__wrapped__.__name__)
