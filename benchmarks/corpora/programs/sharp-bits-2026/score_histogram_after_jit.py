"""Per-row histograms: jitted normalisation, NumPy binning once results are back."""
import jax
import jax.numpy as jnp
import numpy as np

EDGES = np.linspace(-3.0, 3.0, 7)


@jax.jit
def standardise(scores):
    mu = scores.mean(axis=-1, keepdims=True)
    sd = scores.std(axis=-1, keepdims=True)
    return (scores - mu) / sd


def batch_histograms(scores):
    z = np.asarray(standardise(scores))  # concrete array, NumPy is fine now
    hists = [np.histogram(row, bins=EDGES)[0] / row.shape[0] for row in z]
    return np.stack(hists)


if __name__ == "__main__":
    key = jax.random.key(2)
    scores = 2.0 + 3.0 * jax.random.normal(key, (5, 200))
    hists = batch_histograms(scores)
    for i, h in enumerate(hists):
        print(f"row {i}:", " ".join(f"{v:.2f}" for v in h))
    assert np.all(hists.sum(axis=1) > 0.9)
