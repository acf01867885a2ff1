"""Allocation strategies: ``allocate(window[T, N], prev_weights[N]) -> weights[N]``."""
import jax
import jax.numpy as jnp

from .. import portfolio, risk
from ..registry import register


@register("equal_weight")
class EqualWeight:
    def allocate(self, window, prev_weights):
        n = window.shape[1]
        return jnp.full((n,), 1.0 / n)


@register("momentum")
class Momentum:
    def __init__(self, temperature=50.0):
        self.temperature = temperature

    def allocate(self, window, prev_weights):
        return jax.nn.softmax(self.temperature * window.sum(axis=0))


@register("mean_variance")
class MeanVariance:
    def __init__(self, risk_aversion=4.0, steps=25, learning_rate=0.2):
        self.risk_aversion = risk_aversion
        self.steps = steps
        self.learning_rate = learning_rate

    def allocate(self, window, prev_weights):
        mu = window.mean(axis=0)
        cov = risk.shrunk_covariance(window)
        return portfolio.optimize_weights(mu, cov, self.risk_aversion, self.steps,
                                          self.learning_rate)


@register("regime_switching")
class RegimeSwitching:
    """Mean-variance with a risk aversion that depends on the volatility regime."""

    def __init__(self, risk_aversion=(1.0, 4.0, 12.0), thresholds=(0.008, 0.016),
                 steps=25, learning_rate=0.2):
        if len(risk_aversion) != len(thresholds) + 1:
            raise ValueError("need one risk aversion per regime")
        self.risk_aversion = dict(enumerate(risk_aversion))
        self.thresholds = tuple(thresholds)
        self.steps = steps
        self.learning_rate = learning_rate

    def allocate(self, window, prev_weights):
        regime = risk.classify_regime(risk.portfolio_volatility(window, prev_weights),
                                      self.thresholds)
        gamma = jnp.asarray([self.risk_aversion[k] for k in sorted(self.risk_aversion)])[regime]
        mu = window.mean(axis=0)
        cov = risk.shrunk_covariance(window)
        return portfolio.optimize_weights(mu, cov, gamma, self.steps, self.learning_rate)
