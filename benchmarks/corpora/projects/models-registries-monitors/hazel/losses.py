import jax.numpy as jnp

_REGISTRY = {}


def register(name):
    def wrap(cls):
        _REGISTRY[name] = cls
        return cls
    return wrap


def get_loss(name, **kwargs):
    return _REGISTRY[name](**kwargs)


class Loss:
    def residual(self, pred, target):
        return pred - target

    def __call__(self, pred, target):
        raise NotImplementedError


@register("huber")
class HuberLoss(Loss):
    def __init__(self, delta=1.0):
        self.delta = delta

    def __call__(self, pred, target):
        r = jnp.abs(self.residual(pred, target))
        quad = 0.5 * r ** 2
        lin = self.delta * (r - 0.5 * self.delta)
        return jnp.mean(jnp.where(r <= self.delta, quad, lin))


@register("trimmed")
class TrimmedMSE(Loss):
    """MSE that ignores points whose z-scored target exceeds a threshold."""

    def __init__(self, threshold=3.0):
        self.threshold = threshold

    def __call__(self, pred, target):
        z = (target - jnp.mean(target)) / (jnp.std(target) + 1e-6)
        keep = jnp.abs(z) < self.threshold
        sq = jnp.where(keep, self.residual(pred, target) ** 2, 0.0)
        return jnp.sum(sq) / jnp.maximum(jnp.sum(keep), 1)
