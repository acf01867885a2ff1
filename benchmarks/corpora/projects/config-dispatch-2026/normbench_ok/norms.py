"""Normalisation layers that the config can select."""
import jax
import jax.numpy as jnp
import flax.linen as nn


class RMSNorm(nn.Module):
    eps: float = 1e-6
    use_scale: bool = True

    @nn.compact
    def __call__(self, x):
        ms = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
        y = x * jax.lax.rsqrt(ms + self.eps)
        if self.use_scale:
            y = y * self.param("scale", nn.initializers.ones, (x.shape[-1],))
        return y


class LayerNorm(nn.Module):
    eps: float = 1e-6
    use_scale: bool = True

    @nn.compact
    def __call__(self, x):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.var(x, axis=-1, keepdims=True)
        y = (x - mu) * jax.lax.rsqrt(var + self.eps)
        if self.use_scale:
            y = y * self.param("scale", nn.initializers.ones, (x.shape[-1],))
            y = y + self.param("bias", nn.initializers.zeros, (x.shape[-1],))
        return y


class ClippedRMSNorm(nn.Module):
    """RMS norm that rescales rows whose peak activation exceeds ``clip``."""
    eps: float = 1e-6
    clip: float = 3.0
    use_scale: bool = True

    @nn.compact
    def __call__(self, x):
        y = RMSNorm(self.eps, use_scale=False)(x)
        peak = jnp.max(jnp.abs(y), axis=-1, keepdims=True)
        over = peak > self.clip
        y = jnp.where(over, y * (self.clip / peak), y)
        if self.use_scale:
            y = y * self.param("scale", nn.initializers.ones, (x.shape[-1],))
        return y
