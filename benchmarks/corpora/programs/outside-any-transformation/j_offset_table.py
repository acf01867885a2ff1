"""Offsets of variable-length segments packed into one buffer."""
import jax
import jax.numpy as jnp


def segment_offsets(lengths):
    n = lengths.shape[0]
    offsets = jnp.zeros(n + 1, dtype=jnp.int32)
    for i in range(n):
        offsets = offsets.at[i + 1].set(offsets[i] + lengths[i])
    return offsets


@jax.jit
def segment_sums(data, offsets):
    idx = jnp.arange(data.shape[0])
    seg = jnp.searchsorted(offsets, idx, side="right") - 1
    return jax.ops.segment_sum(data, seg, num_segments=offsets.shape[0] - 1)


def main():
    lengths = jnp.array([2, 3, 1])
    offsets = segment_offsets(lengths)
    data = jnp.arange(6, dtype=jnp.float32)
    print(offsets, segment_sums(data, offsets))


main()
