"""Frequency of predicted classes over a batch of examples."""
import jax
import jax.numpy as jnp

NAMES = {0: "low", 1: "mid", 2: "high"}


@jax.jit
def predict(w, x):
    return jnp.argmax(x @ w, axis=-1)


def tally(preds):
    counts = {}
    for p in preds:
        name = NAMES[int(p)]
        counts[name] = counts.get(name, 0) + 1
    return counts


def main():
    w = jax.random.normal(jax.random.PRNGKey(0), (4, 3))
    x = jax.random.normal(jax.random.PRNGKey(1), (10, 4))
    preds = predict(w, x)
    print(tally(preds))
    print("mid" in tally(preds), preds.shape[0] in NAMES)


main()
