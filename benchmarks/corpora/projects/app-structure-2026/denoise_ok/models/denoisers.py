import jax.numpy as jnp
from flax import nnx

from denoise_ok.registry import register_model


@register_model("resconv")
class ResidualConvDenoiser(nnx.Module):
    def __init__(self, cfg, rngs: nnx.Rngs):
        k = (cfg.kernel_size,)
        self.stem = nnx.Conv(1, cfg.channels, kernel_size=k, rngs=rngs)
        self.blocks = nnx.List([nnx.Conv(cfg.channels, cfg.channels, kernel_size=k, rngs=rngs)
                                for _ in range(cfg.num_layers)])
        self.norms = nnx.List([nnx.LayerNorm(cfg.channels, rngs=rngs) for _ in range(cfg.num_layers)])
        self.out = nnx.Conv(cfg.channels, 1, kernel_size=k, rngs=rngs)

    def __call__(self, x):
        squeeze = x.ndim == 2
        if squeeze:
            x = x[..., None]
        h = nnx.relu(self.stem(x))
        for conv, norm in zip(self.blocks, self.norms):
            h = h + nnx.relu(conv(norm(h)))
        y = x - self.out(h)
        return y[..., 0] if squeeze else y


@register_model("mlp")
class MLPDenoiser(nnx.Module):
    def __init__(self, cfg, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(cfg.signal_length, 4 * cfg.channels, rngs=rngs)
        self.fc2 = nnx.Linear(4 * cfg.channels, cfg.signal_length, rngs=rngs)

    def __call__(self, x):
        flat = x.reshape(x.shape[0], -1)
        return self.fc2(jnp.tanh(self.fc1(flat))).reshape(x.shape)
