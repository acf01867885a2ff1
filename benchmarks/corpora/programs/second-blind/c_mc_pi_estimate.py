"""Monte Carlo estimate of pi with uniform samples."""
import jax
import jax.numpy as jnp


@jax.jit
def estimate_pi(key, n_samples):
    kx, ky = jax.random.split(key)
    xs = jax.random.uniform(kx, (n_samples,))
    ys = jax.random.uniform(ky, (n_samples,))
    inside = (xs ** 2 + ys ** 2) <= 1.0
    return 4.0 * jnp.mean(inside)


def run_batches(seed, n_batches, n_samples):
    key = jax.random.PRNGKey(seed)
    estimates = []
    for _ in range(n_batches):
        key, sub = jax.random.split(key)
        estimates.append(estimate_pi(sub, n_samples))
    return jnp.stack(estimates)


def summarize(estimates):
    mean = jnp.mean(estimates)
    std = jnp.std(estimates)
    return {"mean": float(mean), "std": float(std)}


if __name__ == "__main__":
    est = run_batches(0, 4, 10000)
    print(summarize(est))
