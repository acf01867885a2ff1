"""Circularly shift a batch of sequences, each by its own offset, under vmap and jit."""
import jax
import jax.numpy as jnp


def align(sequence, offset):
    return jnp.roll(sequence, -offset)


@jax.jit
def align_batch(sequences, offsets):
    return jax.vmap(align)(sequences, offsets)


seqs = jnp.array([[0, 0, 1, 2, 3, 0],
                  [3, 0, 0, 0, 1, 2],
                  [1, 2, 3, 0, 0, 0]], dtype=jnp.int32)
offsets = jnp.array([2, 4, 0], dtype=jnp.int32)
aligned = align_batch(seqs, offsets)
print(aligned)
assert (aligned[:, :3] == jnp.array([1, 2, 3])).all()
