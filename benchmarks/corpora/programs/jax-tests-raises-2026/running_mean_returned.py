"""Centre a batch, report its mean, and restore the rows later in another step.

After tests/debugging_primitives_test.py, test_can_stage_out_debug_print_with_formatting.
"""
import jax
import jax.numpy as jnp

_stats = {}


@jax.jit
def center(batch):
    mean = batch.mean(axis=0)
    jax.debug.print("batch mean {m}, first {f:.2f}", m=mean, f=mean[0])
    return batch - mean, mean


def uncenter_row(row):
    return row + _stats["mean"]


batch = jnp.arange(12.0).reshape(4, 3)
centered, _stats["mean"] = center(batch)
restored = jax.vmap(uncenter_row)(centered)
print(jnp.allclose(restored, batch))
