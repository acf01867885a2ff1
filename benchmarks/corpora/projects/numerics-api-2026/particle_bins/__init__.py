"""Cloud-in-cell style density deposition of particle snapshots with jax.ops.segment_sum."""
