import jax
import jax.numpy as jnp


def rollout(dyn, x0, us):
    def step(x, u):
        x_next = dyn(x, u)
        return x_next, x_next

    _, xs = jax.lax.scan(step, x0, us)
    return jnp.concatenate([x0[None], xs], axis=0)


def forward_pass(dyn, xs, us, ks, Ks, alpha, u_max=None):
    """Closed-loop rollout u = u_ref + alpha*k + K (x - x_ref)."""

    def step(x, inp):
        x_ref, u_ref, k, K = inp
        u = u_ref + alpha * k + K @ (x - x_ref)
        if u_max is not None:
            u = jnp.clip(u, -u_max, u_max)
        x_next = dyn(x, u)
        return x_next, (x_next, u)

    _, (xs_new, us_new) = jax.lax.scan(step, xs[0], (xs[:-1], us, ks, Ks))
    return jnp.concatenate([xs[:1], xs_new], axis=0), us_new


def trajectory_cost(running, terminal, xs, us):
    return jnp.sum(jax.vmap(running)(xs[:-1], us)) + terminal(xs[-1])
