import jax
import jax.numpy as jnp


@jax.jit
def delayed(seq, shift, fill):
    rolled = jnp.roll(seq, shift, axis=0)
    positions = jnp.arange(seq.shape[0])
    valid = (positions >= shift)[:, None]
    return jnp.where(valid, rolled, jnp.full(seq.shape, fill))


@jax.jit
def pad_to_multiple(seq):
    block = 4
    extra = (-seq.shape[0]) % block
    padding = jnp.zeros((extra, seq.shape[1]), seq.dtype)
    mask = jnp.concatenate([jnp.ones(seq.shape[0], bool), jnp.zeros(extra, bool)])
    return jnp.concatenate([seq, padding], axis=0), mask


seq = jnp.arange(14.0).reshape(7, 2)
for shift in (1, 3):
    out = delayed(seq, shift, -1.0)
    print(shift, out[:, 0])
padded, mask = pad_to_multiple(seq)
print(padded.shape, int(mask.sum()))
