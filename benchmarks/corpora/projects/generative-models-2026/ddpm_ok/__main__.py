import numpy as np
import jax

from .schedule import NoiseSchedule
from .model import Denoiser
from .train import create_state, fit
from .sampler import sample


def make_data(rng, n=2048):
    centers = np.array([[2.0, 0.0], [-2.0, 0.0], [0.0, 2.0], [0.0, -2.0]])
    which = rng.integers(0, len(centers), size=n)
    return (centers[which] + 0.3 * rng.standard_normal((n, 2))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    data = jax.numpy.asarray(make_data(rng))
    schedule = NoiseSchedule(num_steps=40, kind="cosine")
    model = Denoiser(data_dim=2, features=48, num_blocks=2)

    key = jax.random.PRNGKey(0)
    k_init, k_fit, k_sample = jax.random.split(key, 3)
    state = create_state(model, k_init, data_dim=2)
    state, losses = fit(state, schedule, data, k_fit, steps=100)
    losses = np.asarray(losses)
    print(f"loss: first={losses[:10].mean():.4f} last={losses[-10:].mean():.4f}")

    samples = np.asarray(sample(state.apply_fn, state.params, schedule, k_sample, 256, 2))
    radius = np.linalg.norm(samples, axis=1)
    print(f"samples: shape={samples.shape} mean radius={radius.mean():.3f} "
          f"finite={np.isfinite(samples).all()}")


if __name__ == "__main__":
    main()
