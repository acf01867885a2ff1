import jax
import jax.numpy as jnp
import numpy as np

N_MOMENTS = 4


@jax.jit
def moments(samples):
    table = np.zeros(N_MOMENTS)
    centered = samples - samples.mean()
    for k in range(N_MOMENTS):
        table[k] = jnp.mean(centered ** (k + 1))
    return jnp.asarray(table)


samples = jax.random.gamma(jax.random.key(0), 2.0, (1000,))
m = moments(samples)
print("central moments:", m)
print("variance check:", float(jnp.var(samples)))
