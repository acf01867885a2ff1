import equinox as eqx
import jax

from . import metrics


@eqx.filter_jit
def evaluate(model, xs, ys):
    """xs: (n_splits, n, d), ys: (n_splits, n) -> dict of (n_splits,) metrics."""

    def one_split(x, y):
        return metrics.split_metrics(jax.vmap(model)(x), y)

    return jax.vmap(one_split)(xs, ys)
