import jax.numpy as jnp


def unroll(f, x, n_steps):
    n = int(n_steps)
    out = []
    for _ in range(n):
        x = f(x)
        out.append(x)
    return jnp.stack(out)


def tail(traj, n_keep):
    return traj[-n_keep:]
