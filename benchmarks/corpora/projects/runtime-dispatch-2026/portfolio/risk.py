"""Risk estimators used by the strategies."""
import jax.numpy as jnp


def shrunk_covariance(window, shrinkage=0.1):
    centered = window - window.mean(axis=0, keepdims=True)
    sample = centered.T @ centered / (window.shape[0] - 1)
    target = jnp.eye(window.shape[1]) * jnp.trace(sample) / window.shape[1]
    return (1.0 - shrinkage) * sample + shrinkage * target


def portfolio_volatility(window, weights):
    return jnp.std(window @ weights)


def classify_regime(volatility, thresholds):
    return jnp.sum(volatility > jnp.asarray(thresholds)).astype(jnp.int32)
