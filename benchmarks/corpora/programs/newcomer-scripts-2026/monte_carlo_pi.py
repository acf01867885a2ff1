import jax
import jax.numpy as jnp
import time


@jax.jit
def estimate_pi(key, n_samples):
    points = jax.random.uniform(key, (n_samples, 2))
    inside = jnp.sum(points[:, 0] ** 2 + points[:, 1] ** 2 <= 1.0)
    return 4.0 * inside / n_samples


results = {}
key = jax.random.PRNGKey(2024)
for n in [1000, 10000, 100000]:
    key, sub = jax.random.split(key)
    t0 = time.time()
    est = estimate_pi(sub, n)
    results[n] = float(est)
    print(f"n={n:7d} pi~{results[n]:.5f} ({time.time() - t0:.3f}s)")

best = max(results, key=lambda n: -abs(results[n] - 3.14159265))
print("closest estimate used n =", best)
