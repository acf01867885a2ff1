import jax.numpy as jnp

from .plugins import Metric
from .reductions import masked_mean, weighted_mean


class Accuracy(Metric):
    name = "accuracy"

    def __call__(self, probs, labels):
        threshold = self.options.get("threshold", 0.5)
        return jnp.mean((probs > threshold) == (labels > 0.5))


class LogLoss(Metric):
    name = "log_loss"

    def __call__(self, probs, labels):
        p = jnp.clip(probs, 1e-6, 1 - 1e-6)
        return -jnp.mean(labels * jnp.log(p) + (1 - labels) * jnp.log1p(-p))


class BalancedAccuracy(Metric):
    name = "balanced_accuracy"

    def __call__(self, probs, labels):
        pred = (probs > self.options.get("threshold", 0.5)).astype(jnp.float32)
        tpr = weighted_mean(pred, labels)
        tnr = weighted_mean(1.0 - pred, 1.0 - labels)
        return 0.5 * (tpr + tnr)


class ScoreSeparation(Metric):
    name = "separation"

    def __call__(self, probs, labels):
        positive = labels > 0.5
        return masked_mean(probs, positive) - masked_mean(probs, ~positive)
