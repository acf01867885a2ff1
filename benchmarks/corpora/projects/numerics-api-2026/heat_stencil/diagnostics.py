import jax
import jax.numpy as jnp


def total_heat(u, dx):
    return dx * (jnp.sum(u) - 0.5 * (u[0] + u[-1]))


def mode_amplitudes(u, x, n_modes=4, length=1.0):
    k = jnp.arange(1, n_modes + 1)
    basis = jnp.sin(k[:, None] * jnp.pi * x[None, :] / length)
    dx = x[1] - x[0]
    return 2.0 / length * dx * basis @ u


def decay_rates(snapshots, x, times):
    amps = jax.vmap(lambda u: mode_amplitudes(u, x))(snapshots)
    logs = jnp.log(jnp.abs(amps[:, 0]))
    slope = (logs[-1] - logs[0]) / (times[-1] - times[0])
    return -slope
