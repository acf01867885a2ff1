"""Mean absolute error over valid targets with jnp.where, plus the first bad indices."""
import jax
import jax.numpy as jnp


@jax.jit
def masked_mae(pred, target):
    valid = ~jnp.isnan(target)
    diffs = jnp.where(valid, jnp.abs(pred - jnp.nan_to_num(target)), 0.0)
    return diffs.sum() / jnp.maximum(valid.sum(), 1)


@jax.jit
def first_missing(target, k=3):
    # fixed-size result so the output shape does not depend on the data
    (idx,) = jnp.nonzero(jnp.isnan(target), size=k, fill_value=-1)
    return idx


if __name__ == "__main__":
    key = jax.random.key(1)
    pred = jax.random.normal(key, (4, 8))
    target = (pred + 0.1).at[:, ::3].set(jnp.nan)
    scores = jnp.stack([masked_mae(pred[i], target[i]) for i in range(pred.shape[0])])
    print("per-batch MAE:", scores)
    print("missing positions in row 0:", first_missing(target[0]))
    assert jnp.allclose(scores, 0.1, atol=1e-5)
