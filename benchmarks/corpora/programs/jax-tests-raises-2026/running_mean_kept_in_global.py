"""Centre a batch, remember its mean, and restore the rows later in another step.

After tests/api_test.py, test_escaped_tracer_omnistaging_top_trace.
"""
import jax
import jax.numpy as jnp

_stats = {}


@jax.jit
def center(batch):
    mean = batch.mean(axis=0)
    _stats["mean"] = mean
    return batch - mean


def uncenter_row(row):
    return row + _stats["mean"]


batch = jnp.arange(12.0).reshape(4, 3)
centered = center(batch)
restored = jax.vmap(uncenter_row)(centered)
print(jnp.allclose(restored, batch))
