import jax.numpy as jnp


def make_quadratic_cost(goal, q_diag, r, qf_diag):
    goal = jnp.asarray(goal)
    Q = jnp.diag(jnp.asarray(q_diag))
    Qf = jnp.diag(jnp.asarray(qf_diag))

    def running(x, u):
        dx = x - goal
        return 0.5 * dx @ Q @ dx + 0.5 * r * jnp.sum(u ** 2)

    def terminal(x):
        dx = x - goal
        return 0.5 * dx @ Qf @ dx

    return running, terminal
