import numpy as np
import jax
import jax.numpy as jnp

from .config import GANConfig
from .train import create_states, fit
from .evaluate import generate, ring_coverage


def ring_centers(k=8, radius=2.0):
    angles = 2 * np.pi * np.arange(k) / k
    return np.stack([radius * np.cos(angles), radius * np.sin(angles)], axis=1)


def main():
    cfg = GANConfig(steps=200)
    rng = np.random.default_rng(7)
    centers = ring_centers()
    data = centers[rng.integers(0, len(centers), 4000)] + 0.05 * rng.standard_normal((4000, 2))
    data = jnp.asarray(data, jnp.float32)

    key = jax.random.PRNGKey(7)
    k_init, k_fit, k_gen = jax.random.split(key, 3)
    g_state, d_state = create_states(cfg, k_init)
    g_state, d_state = fit(g_state, d_state, data, k_fit, cfg)

    samples = generate(g_state, k_gen, 512, cfg.latent_dim)
    modes, quality = ring_coverage(samples, centers)
    print(f"modes covered: {modes}/{len(centers)}, samples near a mode: {quality:.2f}")


if __name__ == "__main__":
    main()
