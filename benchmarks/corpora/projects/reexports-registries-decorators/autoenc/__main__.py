"""Fit the autoencoder to low-rank data."""

import jax
import jax.numpy as jnp

from .model import AutoEncoder
from .train import fit


def main():
    k_data, k_mix, k_model = jax.random.split(jax.random.key(0), 3)
    latent = jax.random.normal(k_data, (128, 3))
    mixing = jax.random.normal(k_mix, (3, 12))
    x = latent @ mixing
    model = AutoEncoder([12, 16, 4], k_model)
    model = fit(model, x)
    codes = jax.vmap(model.encode)(x)
    print("active code fraction:", round(float(jnp.mean(codes != 0)), 3))


if __name__ == "__main__":
    main()
