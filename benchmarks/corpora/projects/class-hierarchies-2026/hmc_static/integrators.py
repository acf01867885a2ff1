import jax
from jax import lax


def leapfrog(log_prob, x, p, step_size, n_steps, inv_mass):
    grad = jax.grad(log_prob)
    p = p + 0.5 * step_size * grad(x)

    def body(i, carry):
        x, p = carry
        x = x + step_size * inv_mass * p
        p = p + step_size * grad(x)
        return x, p

    x, p = lax.fori_loop(0, n_steps - 1, body, (x, p))
    x = x + step_size * inv_mass * p
    p = p + 0.5 * step_size * grad(x)
    return x, p
