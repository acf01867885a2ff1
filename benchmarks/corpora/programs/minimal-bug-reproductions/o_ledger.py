import jax
import jax.numpy as jnp


def lagged_correlations(series):
    centered = series - series.mean(axis=1, keepdims=True)
    centered = centered / jnp.linalg.norm(centered, axis=1, keepdims=True)
    return centered @ centered.T


@jax.jit
def forward_influence(series, min_lag):
    corr = lagged_correlations(series)
    ahead = jnp.triu(corr, k=min_lag)
    return ahead.sum(axis=1) / jnp.maximum((ahead != 0).sum(axis=1), 1)


t = jnp.linspace(0.0, 6.0, 32)
series = jnp.stack([jnp.sin(t + 0.3 * i) for i in range(6)])
print(forward_influence(series, 1).round(3))
print(forward_influence(series, 2).round(3))
