"""Concatenation of a variable number of feature blocks."""
import jax
import jax.numpy as jnp


@jax.jit
def concat_blocks(*blocks, **weights):
    n = len(blocks)
    width = sum(b.shape[-1] for b in blocks)
    out = []
    for i, b in enumerate(blocks):
        w = weights.get(f"w{i}", 1.0)
        out.append(b * w / n)
    res = jnp.concatenate(out, axis=-1)
    return res.reshape(-1, width)


a = jnp.ones((2, 3))
b = jnp.zeros((2, 1))
print(concat_blocks(a, b, w0=jnp.array(2.0)))
print(concat_blocks(a, b, a).shape)
