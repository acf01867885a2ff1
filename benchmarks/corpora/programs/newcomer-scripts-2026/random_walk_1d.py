import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def walk(key, n_steps):
    pos = 0.0
    path = []
    for i in range(n_steps):
        key, sub = jax.random.split(key)
        step = jnp.where(jax.random.bernoulli(sub), 1.0, -1.0)
        pos = pos + step
        path.append(pos)
    return jnp.stack(path)


def mean_squared_displacement(paths):
    paths = np.asarray(paths)
    return (paths ** 2).mean(axis=0)


n_walkers = 20
n_steps = 40
keys = jax.random.split(jax.random.PRNGKey(0), n_walkers)
all_paths = []
for k in keys:
    all_paths.append(walk(k, n_steps))

msd = mean_squared_displacement(all_paths)
print("MSD at t=10:", msd[9], " t=40:", msd[-1])
print("expected roughly t:", 10, 40)
