import jax.numpy as jnp


def time_averages(traj, skip):
    kept = traj[skip:]
    return jnp.mean(kept, axis=0), jnp.std(kept, axis=0)


def lobe_switches(traj):
    sign = jnp.sign(traj[:, 0])
    return jnp.sum(sign[1:] != sign[:-1])
