import numpy as np
import jax
import jax.numpy as jnp

from .sde import VESDE
from .network import ScoreNet
from .train import fit
from .sampler import pc_sample
from .evaluate import mode_coverage

CENTERS = np.array([[-1.5, 0.0], [1.5, 0.0], [0.0, 1.5]], np.float32)


def main():
    rng = np.random.default_rng(5)
    which = rng.integers(0, len(CENTERS), size=1500)
    data = jnp.asarray(CENTERS[which] + 0.15 * rng.standard_normal((1500, 2)).astype(np.float32))

    sde = VESDE(sigma_min=0.02, sigma_max=3.0, num_scales=30)
    key = jax.random.PRNGKey(5)
    k_model, k_fit, k_samp = jax.random.split(key, 3)
    model = ScoreNet(2, k_model, width=48, depth=2)
    model, losses = fit(model, sde, data, k_fit, steps=200)
    losses = np.asarray(losses)
    print(f"dsm loss: start={losses[:10].mean():.3f} end={losses[-10:].mean():.3f}")

    samples = pc_sample(model, sde, k_samp, 300)
    fractions, near = mode_coverage(samples, CENTERS)
    print("mode fractions:", np.round(fractions, 2), f"near a mode: {near:.2f}")


if __name__ == "__main__":
    main()
