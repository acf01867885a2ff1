import jax
import jax.numpy as jnp

seq_len = jax.jit(len)
batched_len = jax.vmap(len)


def summarize(batch):
    n_rows = seq_len(batch)
    widths = batched_len(batch)
    return {"rows": n_rows, "widths": widths, "mean": batch.mean(axis=1)}


batch = jnp.arange(12.0).reshape(3, 4)
stats = summarize(batch)
print("rows:", stats["rows"], "widths:", stats["widths"], "means:", stats["mean"])



def normalize_rows(batch):
    stats = summarize(batch)
    return (batch - stats["mean"][:, None]) / stats["widths"][:, None]


print("normalized:", normalize_rows(batch))
