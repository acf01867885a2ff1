import jax
import jax.numpy as jnp


def euler_step(field, y, dt):
    return y + dt * field(y)


def rollout(field, y0, t1, dt):
    n_steps = int(round(t1 / dt))

    def body(y, _):
        y_next = euler_step(field, y, dt)
        return y_next, y_next

    _, ys = jax.lax.scan(body, y0, None, length=n_steps)
    return jnp.concatenate([y0[None], ys], axis=0)
