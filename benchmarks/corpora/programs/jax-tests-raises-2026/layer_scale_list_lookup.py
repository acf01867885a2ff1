"""Per-layer residual scaling looked up from a table of constants.

After tests/api_test.py, test_list_index_err.
"""
import jax
import jax.numpy as jnp

LAYER_SCALES = [1.0, 0.5, 0.25, 0.125]


@jax.jit
def scaled_residual(h, update, layer):
    scale = LAYER_SCALES[layer]
    return h + scale * jax.nn.gelu(update)


def run_stack(h, updates):
    for layer, upd in enumerate(updates):
        h = scaled_residual(h, upd, layer)
    return h


h0 = jnp.zeros(6)
updates = [jnp.linspace(-1.0, 1.0, 6) * (i + 1) for i in range(len(LAYER_SCALES))]
print(run_stack(h0, updates))
