import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(1)
data = np.concatenate([rng.normal(5.0, 1.0, 200), rng.normal(30.0, 5.0, 10)])
data = jnp.array(data, dtype=jnp.float32)
CUTOFF = 12.0


def one_resample(key):
    idx = jax.random.randint(key, (data.shape[0],), 0, data.shape[0])
    sample = data[idx]
    kept = sample[sample < CUTOFF]
    return kept.mean()


def bootstrap(key, n_boot=500):
    keys = jax.random.split(key, n_boot)
    return jax.vmap(one_resample)(keys)


means = bootstrap(jax.random.PRNGKey(0))
means = np.asarray(means)
lo, hi = np.percentile(means, [2.5, 97.5])
print("trimmed mean estimate:", means.mean())
print("95% CI:", lo, hi)
