import jax
import jax.numpy as jnp
import numpy as np

FIELDS = ("tokens", "positions", "labels")
PAD_VALUES = {"tokens": 0, "positions": -1, "labels": -100}
DTYPES = {"tokens": jnp.int32, "positions": jnp.int32, "labels": jnp.int32}


def bucket(n, buckets=(8, 16, 32, 64)):
    return next(b for b in buckets if b >= n)


def collate(examples):
    lengths = {f: max(len(e[f]) for e in examples) for f in FIELDS}
    targets = {f: bucket(n) for f, n in lengths.items()}
    batch = {f: [jnp.asarray(e[f]) for e in examples] for f in FIELDS}
    return pad_batch(batch, targets)


def pad_to(arrs, target, pad_value, dtype):
    padded = [jnp.pad(a, (0, target - a.shape[0]), constant_values=pad_value) for a in arrs]
    return jnp.stack(padded).astype(dtype)


def pad_batch(batch, targets):
    @jax.jit
    def run(batch):
        out = jax.tree.map(pad_to, batch, targets, PAD_VALUES, DTYPES, is_leaf=lambda x: isinstance(x, list))
        out["mask"] = (out["labels"] != PAD_VALUES["labels"]).astype(jnp.float32)
        return out

    return run(batch)


rng = np.random.default_rng(0)
examples = []
for n in (5, 11, 7):
    toks = rng.integers(1, 500, size=n)
    examples.append({"tokens": toks, "positions": np.arange(n), "labels": np.roll(toks, -1)[: n - 1]})
batch = collate(examples)
print({k: v.shape for k, v in batch.items()}, float(batch["mask"].sum()))
