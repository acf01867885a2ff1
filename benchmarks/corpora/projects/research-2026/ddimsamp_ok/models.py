import equinox as eqx
import jax
import jax.numpy as jnp


def fourier_features(t, num):
    freqs = jnp.exp(jnp.linspace(0.0, jnp.log(100.0), num // 2))
    ang = t * freqs
    return jnp.concatenate([jnp.sin(ang), jnp.cos(ang)])


class Denoiser(eqx.Module):
    mlp: eqx.nn.MLP
    time_features: int = eqx.field(static=True)

    def __init__(self, data_dim, width, depth, time_features, key):
        self.time_features = time_features
        self.mlp = eqx.nn.MLP(
            in_size=data_dim + time_features,
            out_size=data_dim,
            width_size=width,
            depth=depth,
            activation=jax.nn.silu,
            key=key,
        )

    def __call__(self, x, t):
        emb = fourier_features(t, self.time_features)
        return self.mlp(jnp.concatenate([x, emb]))
