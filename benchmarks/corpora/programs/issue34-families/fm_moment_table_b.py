import jax
import jax.numpy as jnp
import numpy as np

N_MOMENTS = 4


@jax.jit
def moments(samples):
    table = jnp.zeros(N_MOMENTS)
    centered = samples - samples.mean()
    for k in range(N_MOMENTS):
        table = table.at[k].set(jnp.mean(centered ** (k + 1)))
    return table


samples = jax.random.gamma(jax.random.key(0), 2.0, (1000,))
m = moments(samples)
print("central moments:", np.asarray(m))
print("variance check:", float(jnp.var(samples)))
