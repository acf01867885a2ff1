import jax
import jax.numpy as jnp


def oscillator(y, damping):
    pos, vel = y[..., 0], y[..., 1]
    return jnp.stack([vel, -pos - damping * vel], axis=-1)


def make_dataset(key, h):
    y0 = jax.random.uniform(key, (h.n_traj, h.state_dim), minval=-1.0, maxval=1.0)
    n = int(round(h.t1 / h.dt))
    ys = [y0]
    y = y0
    for _ in range(n):
        y = y + h.dt * oscillator(y, h.damping)
        ys.append(y)
    return y0, jnp.stack(ys, axis=1)
