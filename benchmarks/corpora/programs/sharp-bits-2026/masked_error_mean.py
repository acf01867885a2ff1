"""Mean absolute error over only the valid (unmasked) targets, jitted."""
import jax
import jax.numpy as jnp


@jax.jit
def masked_mae(pred, target):
    valid = ~jnp.isnan(target)
    diffs = jnp.abs(pred - target)
    kept = diffs[valid]
    return kept.sum() / valid.sum()


def evaluate(batches):
    scores = []
    for pred, target in batches:
        scores.append(masked_mae(pred, target))
    return jnp.stack(scores)


if __name__ == "__main__":
    key = jax.random.key(1)
    pred = jax.random.normal(key, (4, 8))
    target = pred + 0.1
    target = target.at[:, ::3].set(jnp.nan)
    batches = [(pred[i], target[i]) for i in range(pred.shape[0])]
    scores = evaluate(batches)
    print("per-batch MAE:", scores)
