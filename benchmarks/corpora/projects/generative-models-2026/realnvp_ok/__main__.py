import numpy as np
import jax
import jax.numpy as jnp

from .flow import RealNVP
from .train import fit
from .sample import sample, round_trip_error


def two_moons(rng, n, noise=0.08):
    theta = rng.uniform(0, np.pi, size=n)
    upper = rng.random(n) < 0.5
    x = np.where(upper, np.cos(theta), 1.0 - np.cos(theta))
    y = np.where(upper, np.sin(theta), 0.5 - np.sin(theta))
    pts = np.stack([x, y], axis=1) + noise * rng.standard_normal((n, 2))
    return pts.astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    data_np = two_moons(rng, 2000)
    data = jnp.asarray(data_np)
    key = jax.random.PRNGKey(3)
    k_model, k_fit, k_samp = jax.random.split(key, 3)

    model = RealNVP(dim=2, num_couplings=4, key=k_model, data=data_np, width=32)
    model, losses = fit(model, data, k_fit, steps=100)
    print(f"nll: start={np.mean(losses[:10]):.3f} end={np.mean(losses[-10:]):.3f}")

    xs = np.asarray(sample(model, k_samp, 512))
    print(f"sample mean={xs.mean(0).round(2)} data mean={data_np.mean(0).round(2)}")
    print(f"round-trip error: {float(round_trip_error(model, data[:256])):.2e}")


if __name__ == "__main__":
    main()
