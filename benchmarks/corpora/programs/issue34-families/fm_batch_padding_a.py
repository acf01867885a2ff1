import functools

import jax
import jax.numpy as jnp


def pad_rows(x, target_rows):
    filler = jnp.zeros((target_rows - x.shape[0],) + x.shape[1:], dtype=x.dtype)
    return jnp.concatenate([x, filler], axis=0)


@functools.partial(jax.jit, static_argnames="bucket")
def padded_scores(x, w, bucket):
    xp = pad_rows(x, bucket)
    mask = jnp.arange(xp.shape[0]) < x.shape[0]
    return jnp.where(mask, xp @ w, -jnp.inf)


w = jnp.array([0.5, -1.0, 2.0])
for n in (3, 5, 7):
    x = jnp.ones((n, 3)) * n
    scores = padded_scores(x, w, bucket=8)
    print(n, "rows ->", scores.shape, float(jnp.max(scores)))
