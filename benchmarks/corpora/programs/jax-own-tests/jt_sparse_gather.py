import jax
import jax.numpy as jnp


@jax.jit
def active_entries(values, threshold):
    mask = values > threshold
    return jnp.compress(mask, values)


def summarize(batch, threshold):
    out = []
    for row in batch:
        kept = active_entries(row, threshold)
        out.append(float(kept.sum()))
    return out


batch = jnp.array([[0.1, 0.9, 0.4], [0.7, 0.2, 0.8]])
print(summarize(batch, 0.5))
