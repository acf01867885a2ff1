"""Feature extraction from a dictionary batch with optional entries."""
import jax
import jax.numpy as jnp


def _features(batch):
    feats = []
    for key in sorted(batch):
        if key.startswith("x_"):
            feats.append(batch[key])
    return jnp.concatenate(feats, axis=-1)


@jax.jit
def encode(batch):
    feats = _features(batch)
    if "mask" in batch:
        feats = feats * batch["mask"][:, None]
    if feats.shape[-1] > 3:
        feats = feats[:, :3]
    return feats.sum(axis=-1)


if __name__ == "__main__":
    batch = {
        "x_a": jnp.ones((2, 2)),
        "x_b": jnp.arange(4.0).reshape(2, 2),
        "mask": jnp.array([1.0, 0.0]),
    }
    print(encode(batch))
    del batch["mask"]
    print(encode(batch))
